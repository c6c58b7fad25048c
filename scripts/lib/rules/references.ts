import fs from 'node:fs';
import path from 'node:path';
import type { ContentError } from '../content-validator';
import type { ContentRule, RuleContext } from './types';
import { pages } from './types';

/**
 * Every site-relative link leads somewhere: a page, a media file in content/media, or a file in
 * public/. Every media path names a file that exists.
 */
export const referencesResolve: ContentRule = (context) => {
  const pagePaths = new Set(
    pages(context)
      .map((page) => (page.data as { path?: unknown }).path)
      .filter((value): value is string => typeof value === 'string'),
  );
  const errors: ContentError[] = [];
  for (const document of context.documents) {
    for (const reference of document.references) {
      const problem =
        reference.kind === 'media'
          ? missingMedia(reference.value, context)
          : danglingLink(reference.value, pagePaths, context);
      if (problem)
        errors.push({
          file: document.file,
          pointer: reference.pointer,
          message: problem,
          value: reference.value,
        });
    }
  }
  return errors;
};

function missingMedia(mediaPath: string, context: RuleContext): string | undefined {
  return fileExists(context.contentDir, mediaPath)
    ? undefined
    : `names a file that does not exist in content${mediaPath}`;
}

function danglingLink(url: string, pagePaths: Set<string>, context: RuleContext): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const target = url.replace(/[?#].*$/, '');
  const normalized = target.length > 1 ? target.replace(/\/$/, '') : target;
  if (pagePaths.has(normalized)) return undefined;
  if (target.startsWith('/media/') && fileExists(context.contentDir, target)) return undefined;
  if (fileExists(context.publicDir, target)) return undefined;
  return 'links to a page or file that does not exist on this site';
}

function fileExists(root: string, sitePath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath);
  } catch {
    return false; // malformed percent-encoding names no file
  }
  const absolute = path.join(root, decoded);
  if (!absolute.startsWith(root + path.sep)) return false;
  try {
    return fs.statSync(absolute).isFile();
  } catch {
    return false;
  }
}
