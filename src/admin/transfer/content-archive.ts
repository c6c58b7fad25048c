/**
 * Export and import of content documents: a zip of JSON files under their content/ paths (the layout
 * of the repository, so a maintainer can unzip it over a checkout and commit), or one JSON file.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { PageIndexEntry } from '../../content/documents';
import { contentFileName, isPageId } from '../../content/places';
import type { ContentError } from '../../validation';
import type { ZipPicture } from '../media/import-pictures';
import { jsonSyntaxProblem } from '../../validation/json-syntax';

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** A zip of the documents, formatted as the repository keeps them, and of the pictures given. */
export function contentArchive(
  documents: Record<string, unknown>,
  pictures: readonly ZipPicture[] = [],
): Uint8Array {
  return zipSync({
    ...Object.fromEntries(
      Object.entries(documents).map(([id, document]) => [
        contentFileName(id),
        strToU8(JSON.stringify(document, null, 2) + '\n'),
      ]),
    ),
    ...Object.fromEntries(pictures.map(({ address, bytes }) => [`content${address}`, bytes])),
  });
}

/** The pictures of an exported zip (content/media/images/…), by the address they take on the site. */
export function picturesIn(bytes: Uint8Array): ZipPicture[] {
  if (!isZip(bytes)) return [];
  try {
    const entries = unzipSync(bytes, {
      filter: (file) => /^content\/media\/images\/.+\.(jpe?g|png|webp|avif)$/i.test(file.name),
    });
    return Object.entries(entries).map(([name, data]) => ({
      address: name.slice('content'.length),
      bytes: data,
    }));
  } catch {
    return [];
  }
}

/**
 * The reasons of problems found in reading the file, before the core looks: src/admin/text/problems
 * words them by these keys, and a test checks it does.
 */
export const IMPORT_REASON_KEYS = ['import.notZip', 'import.unknownFile'] as const;

/**
 * Reads an exported zip or one JSON document and checks its documents with `check` (the core, over the
 * site as it would be after the import). The caller applies them only when there is no problem at all.
 */
export function readImport(
  fileName: string,
  bytes: Uint8Array,
  knownIds: readonly string[],
  pageIndex: readonly PageIndexEntry[],
  check: (documents: Record<string, unknown>) => ContentError[],
): { documents: Record<string, unknown>; problems: ContentError[] } {
  const read = filesIn(fileName, bytes, pageIndex, knownIds);
  if ('problem' in read) return { documents: {}, problems: [read.problem] };
  const documents: Record<string, unknown> = {};
  const problems: ContentError[] = [];
  for (const [name, text] of Object.entries(read.files)) {
    const id = /^(?:content\/)?(.+)\.json$/.exec(name)?.[1];
    if (!id || !(knownIds.includes(id) || isPageId(id))) {
      problems.push(unknownFile(name));
      continue;
    }
    const parsed = parseJson(name, text);
    if ('problem' in parsed) {
      problems.push(parsed.problem);
      continue;
    }
    documents[id] = parsed.data;
  }
  if (problems.length === 0) problems.push(...check(documents));
  return { documents, problems };
}

function filesIn(
  fileName: string,
  bytes: Uint8Array,
  pageIndex: readonly PageIndexEntry[],
  knownIds: readonly string[],
): { files: Record<string, string> } | { problem: ContentError } {
  if (isZip(bytes)) {
    try {
      const entries = unzipSync(bytes, { filter: (file) => file.name.endsWith('.json') });
      return {
        files: Object.fromEntries(Object.entries(entries).map(([name, data]) => [name, strFromU8(data)])),
      };
    } catch {
      return {
        problem: {
          file: fileName,
          pointer: '',
          message: 'is not a zip or JSON file',
          reason: { key: 'import.notZip' },
        },
      };
    }
  }
  const text = strFromU8(bytes);
  // One JSON file: a page is known by its path, another document by its file name.
  const parsed = parseJson(fileName, text);
  if ('problem' in parsed) return parsed;
  const path = (parsed.data as { path?: unknown } | null)?.path;
  if (typeof path === 'string') {
    const id = pageIndex.find((entry) => entry.path === path)?.id ?? `pages${path === '/' ? '/index' : path}`;
    return { files: { [contentFileName(id)]: text } };
  }
  const id = fileName.replace(/^.*\//, '').replace(/\.json$/, '');
  if (knownIds.includes(id)) return { files: { [contentFileName(id)]: text } };
  return { problem: unknownFile(fileName) };
}

function parseJson(file: string, text: string): { data: unknown } | { problem: ContentError } {
  try {
    return { data: JSON.parse(text) as unknown };
  } catch (error) {
    return { problem: { file, pointer: '', ...jsonSyntaxProblem(error, text) } };
  }
}

function unknownFile(file: string): ContentError {
  return {
    file,
    pointer: '',
    message: 'is not a content document (expected content/<name>.json)',
    reason: { key: 'import.unknownFile' },
  };
}
