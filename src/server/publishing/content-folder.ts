/**
 * The live content folder (CONTENT_DIR) as the publishing API reads it: every document by id, and the
 * files the validation core asks about (the media list, the public files), as `npm run validate` hands
 * them over in Node.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listContentFiles } from '../content-folder';
import { contentFileName } from '../../content/places';
import type { ContentSource } from '../../validation';

export { readSiteFiles } from '../content-folder';

/** A document id is its place in content/: lowercase words, digits and dashes, parted by slashes. */
export const DOCUMENT_ID_PATTERN = '^[a-z0-9][a-z0-9-]*(/[a-z0-9][a-z0-9-]*){0,3}$';
const DOCUMENT_ID = new RegExp(DOCUMENT_ID_PATTERN);

/** The folder of staged files and the journal of a publish in progress; never holds a document. */
export const STAGING_FOLDER = '.publishing';

export const isDocumentId = (id: string): boolean => DOCUMENT_ID.test(id);

// The name the validation core reports a document under, whatever CONTENT_DIR is.
export { contentFileName };

/** Where a document is stored in the content folder, relative to it. */
export const documentPath = (id: string): string => `${id}.json`;

/** Every document of the folder by id, parsed; a file that does not parse is kept as its text. */
export function readDocuments(contentDir: string): Map<string, ContentSource> {
  const documents = new Map<string, ContentSource>();
  for (const { id, text } of listContentFiles(contentDir, path.dirname(contentDir))) {
    if (id.split('/')[0] === STAGING_FOLDER) continue;
    documents.set(id, { id, file: contentFileName(id), text });
  }
  return documents;
}

/** A document's value as stored (undefined when absent or not JSON). */
export function documentValue(source: ContentSource | undefined): unknown {
  if (!source) return undefined;
  if ('data' in source) return source.data;
  try {
    return JSON.parse(source.text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Makes the content folder's documents those of the seed folder: its files are copied over, and a
 * document the seed no longer has is removed. Other files stay (pictures uploaded for edits not yet
 * published).
 */
export function copySeedContent(contentDir: string, seedDir: string): void {
  fs.mkdirSync(contentDir, { recursive: true });
  fs.cpSync(seedDir, contentDir, { recursive: true, force: true });
  const seeded = readDocuments(seedDir);
  for (const id of readDocuments(contentDir).keys())
    if (!seeded.has(id)) fs.rmSync(path.join(contentDir, documentPath(id)));
}
