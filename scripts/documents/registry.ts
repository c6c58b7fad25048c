/**
 * The generator registry: every kind of PDF the build makes from content. Adding a kind is one module
 * exporting a DocumentKind and one line in documentKinds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, localize, type Language } from '../../src/content/localize.ts';
import { localizedDocumentId } from '../../src/content/document-ids.ts';
import type { SiteSettings } from '../../src/content/types.generated';
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

/** Renders every generated document from the content in contentDir. */
export async function generateDocuments(contentDir: string): Promise<GeneratedDocument[]> {
  const read = contentFolderReader(contentDir);
  const generated: GeneratedDocument[] = [];
  for (const planned of planDocuments(read)) {
    const letterhead = letterheadFrom(read, contentDir, planned.language);
    generated.push({ id: planned.id, bytes: await planned.render(letterhead) });
  }
  return generated;
}

/** Writes every generated document to <outDir>/files/<id>.pdf; returns each one's size in bytes. */
export async function writeDocuments(contentDir: string, outDir: string): Promise<Record<string, number>> {
  const folder = path.join(outDir, 'files');
  fs.mkdirSync(folder, { recursive: true });
  const sizes: Record<string, number> = {};
  for (const document of await generateDocuments(contentDir)) {
    fs.writeFileSync(path.join(outDir, documentUrl(document.id)), document.bytes);
    sizes[document.id] = document.bytes.length;
  }
  return sizes;
}
