/**
 * The generator registry: every kind of PDF the build makes from content. Adding a kind is one module
 * exporting a DocumentKind and one line in documentKinds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, localize, type Language } from '../content/localize.ts';
import { localizedDocumentId } from '../content/document-ids.ts';
import type { GeneratedFiles } from '../content/generated-files.ts';
import type { SiteSettings } from '../content/types.generated';
import { academicCalendarDocuments } from './academic-calendar.ts';
import { feeStructureDocuments } from './fee-structures.ts';
import { formDocuments } from './forms.ts';
import { handbookDocuments } from './handbook.ts';
import type { Letterhead } from './pdf-writer.ts';
import type { ContentReader, DocumentKind, PlannedDocument } from './types.ts';
import { documentLanguage } from './text.ts';

export const documentKinds: DocumentKind[] = [
  academicCalendarDocuments,
  handbookDocuments,
  formDocuments,
  feeStructureDocuments,
];

/** Where a generated document is served. */
export function documentUrl(id: string): string {
  return `/files/${id}.pdf`;
}

/** Every PDF in every language: the Kiswahili copy of a document is made from the same content. */
export function planDocuments(
  read: ContentReader,
  kinds = documentKinds,
): (PlannedDocument & { language: Language })[] {
  return LANGUAGES.flatMap((language) =>
    kinds.flatMap((kind) =>
      kind.plan(read, documentLanguage(language)).map((planned) => ({
        ...planned,
        id: localizedDocumentId(planned.id, language),
        language,
      })),
    ),
  );
}

/** Reads content documents from a content folder. */
export function contentFolderReader(contentDir: string): ContentReader {
  return (id) => JSON.parse(fs.readFileSync(path.join(contentDir, `${id}.json`), 'utf8')) as unknown;
}

/** The college's letterhead from content/site.json; an SVG logo is drawn from its PNG copy beside it. */
export function letterheadFrom(
  read: ContentReader,
  contentDir: string,
  language: Language = 'en',
): Letterhead {
  const site = read('site') as SiteSettings;
  const general = site.general;
  const logo = site.customization.logoUrl.replace(/\.svg$/, '-192.png');
  return {
    collegeName: localize(general.siteName, language),
    tagline: localize(general.tagline, language),
    contact: [localize(general.address, language), general.phone, general.email].join('  |  '),
    logoFile: path.join(contentDir, logo.replace(/^\/media\//, 'media/')),
    primaryColor: site.customization.primaryColor,
  };
}

export interface GeneratedDocument {
  id: string;
  bytes: Buffer;
}

/**
 * Renders the generated documents from content: every kind by default, or only the kinds given (those
 * whose sources changed). Documents are read with `read` (from contentDir unless given); the logo is
 * read from contentDir's media.
 */
export async function generateDocuments(
  contentDir: string,
  {
    read = contentFolderReader(contentDir),
    kinds = documentKinds,
  }: { read?: ContentReader; kinds?: DocumentKind[] } = {},
): Promise<GeneratedDocument[]> {
  const generated: GeneratedDocument[] = [];
  for (const planned of planDocuments(read, kinds)) {
    const letterhead = letterheadFrom(read, contentDir, planned.language);
    generated.push({ id: planned.id, bytes: await planned.render(letterhead) });
  }
  return generated;
}

/** The address and size of each generated document, as the pages show them (the generated-files document). */
export function generatedFilesOf(documents: readonly GeneratedDocument[]): GeneratedFiles {
  return Object.fromEntries(
    documents.map((document) => [
      document.id,
      { url: documentUrl(document.id), bytes: document.bytes.length },
    ]),
  );
}

/** The kinds made from any of these content documents (the site's letterhead is in every one). */
export function kindsMadeFrom(changedIds: Iterable<string>): DocumentKind[] {
  const changed = new Set(changedIds);
  if (changed.has('site')) return documentKinds;
  return documentKinds.filter((kind) => kind.sources.some((source) => changed.has(source)));
}

/** Writes generated documents to <outDir>/files/<id>.pdf. */
export function writeDocuments(documents: readonly GeneratedDocument[], outDir: string): void {
  fs.mkdirSync(path.join(outDir, 'files'), { recursive: true });
  for (const document of documents) {
    const file = path.join(outDir, documentUrl(document.id));
    // Unlinked first: in a release the old file may be a hard link shared with the live release.
    fs.rmSync(file, { force: true });
    fs.writeFileSync(file, document.bytes);
  }
}
