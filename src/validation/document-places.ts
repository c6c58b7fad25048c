/**
 * Which schema checks a document is decided by where the document is in content/, never by the
 * document's own "$schema" (which only serves editors): otherwise a document could name a schema that
 * checks nothing and slip any value past validation.
 */
import {
  contentFileName,
  isPageId,
  isSingletonId,
  PAGE_SCHEMA_FILE,
  PAGES_FOLDER,
  SINGLETON_IDS,
  SINGLETON_SCHEMA_FILES,
} from '../content/places';

export { PAGE_SCHEMA_FILE };

/** The schema file (relative to schema/) for the document with this id, or undefined for no known place. */
export function schemaFileFor(documentId: string): string | undefined {
  if (isPageId(documentId)) return PAGE_SCHEMA_FILE;
  return isSingletonId(documentId) ? SINGLETON_SCHEMA_FILES[documentId] : undefined;
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
  return [`${PAGES_FOLDER}**`, ...SINGLETON_IDS].map(contentFileName);
}

/** The name a document schema's validator is exported under: academic-calendar.schema.json is `academicCalendar`. */
export function validatorExportName(schemaFile: string): string {
  return schemaFile
    .replace(/\.schema\.json$/, '')
    .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
