/**
 * Which schema checks a document is decided by where the document is in content/, never by the
 * document's own "$schema" (which only serves editors): otherwise a document could name a schema that
 * checks nothing and slip any value past validation.
 */
const SINGLETON_SCHEMAS: Readonly<Record<string, string>> = {
  site: 'site.schema.json',
  navigation: 'navigation.schema.json',
  ticker: 'ticker.schema.json',
  sidebars: 'sidebars.schema.json',
  footer: 'footer.schema.json',
  links: 'links.schema.json',
  popup: 'popup.schema.json',
  slides: 'slides.schema.json',
  'not-found': 'not-found.schema.json',
  gallery: 'gallery.schema.json',
  faq: 'faq.schema.json',
  fees: 'fees.schema.json',
  downloads: 'downloads.schema.json',
  forms: 'forms.schema.json',
  handbook: 'handbook.schema.json',
  'academic-calendar': 'academic-calendar.schema.json',
};

export const PAGE_SCHEMA_FILE = 'page.schema.json';

/** The schema file (relative to schema/) for the document with this id, or undefined for no known place. */
export function schemaFileFor(documentId: string): string | undefined {
  if (documentId.startsWith('pages/')) return PAGE_SCHEMA_FILE;
  return Object.hasOwn(SINGLETON_SCHEMAS, documentId) ? SINGLETON_SCHEMAS[documentId] : undefined;
}

/**
 * The "$schema" a document at this place names, as an editor resolves it from the file:
 * content/pages/about/history.json names "../../../schema/page.schema.json".
 */
export function schemaReferenceFor(documentId: string): string | undefined {
  const schemaFile = schemaFileFor(documentId);
  return schemaFile && `${'../'.repeat(documentId.split('/').length)}schema/${schemaFile}`;
}

/** The places content/ has, for the error about a document in none of them. */
export function knownPlaces(): string[] {
  return ['pages/**', ...Object.keys(SINGLETON_SCHEMAS)].map((place) => `content/${place}.json`);
}

/** The name a document schema's validator is exported under: academic-calendar.schema.json is `academicCalendar`. */
export function validatorExportName(schemaFile: string): string {
  return schemaFile
    .replace(/\.schema\.json$/, '')
    .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
