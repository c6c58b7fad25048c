import type { ContentError } from './types';
import type { ContentRule, RuleContext } from './types';
import { PAGE_SCHEMA, PAGES_FOLDER } from './types';
import type { ProblemReason } from '../types';
import { because } from './reasons';

/**
 * Every site-relative link leads somewhere: a page, a media file in content/media, or a file in
 * public/. Every media path names a file that exists.
 */
export const referencesResolve: ContentRule = (context) => {
  const pagePaths = pageAddresses(context);
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
          message: problem.message,
          value: reference.value,
          reason: problem.reason,
        });
    }
  }
  return errors;
};

/**
 * The address of every page. A page document too broken to say its path (bad JSON, no "$schema")
 * still claims the address its file stands for, so links to it are not reported on top of its own error.
 */
function pageAddresses(context: RuleContext): Set<string> {
  const addresses = new Set<string>();
  for (const document of context.documents) {
    if (document.schemaFile !== PAGE_SCHEMA && !document.id.startsWith(PAGES_FOLDER)) continue;
    const declared = (document.data as { path?: unknown } | null | undefined)?.path;
    if (typeof declared === 'string') addresses.add(declared);
    else if (!document.valid) addresses.add(addressOfPageFile(document.id));
  }
  return addresses;
}

/** pages/about/history is /about/history; pages/index is /. */
function addressOfPageFile(id: string): string {
  return '/' + id.slice(PAGES_FOLDER.length).replace(/(^|\/)index$/, '');
}

interface Problem {
  message: string;
  reason: ProblemReason;
}

function missingMedia(mediaPath: string, context: RuleContext): Problem | undefined {
  return mediaFileExists(context, mediaPath)
    ? undefined
    : {
        message: `names a file that does not exist in content${mediaPath}`,
        reason: because('reference.missingMedia', { path: mediaPath }),
      };
}

/**
 * The page address a site-relative link leads to (its query, fragment and closing slash left out), and
 * the rest of the link after it; nothing for a link off the site.
 */
export function linkedAddress(url: string): { address: string; rest: string } | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const target = url.replace(/[?#].*$/, '');
  const address = target.length > 1 ? target.replace(/\/$/, '') : target;
  return { address, rest: url.slice(target.length) };
}

function danglingLink(url: string, pagePaths: Set<string>, context: RuleContext): Problem | undefined {
  const linked = linkedAddress(url);
  if (!linked) return undefined;
  if (pagePaths.has(linked.address)) return undefined;
  const target = url.slice(0, url.length - linked.rest.length);
  if (target.startsWith('/media/') && mediaFileExists(context, target)) return undefined;
  if (publicFileExists(context, target)) return undefined;
  return {
    message: 'links to a page or file that does not exist on this site',
    reason: because('reference.danglingLink'),
  };
}

/**
 * /media/... is served from a copy of content/media alone, so a path that climbs out of it with ".."
 * names no file the site has, even when one exists elsewhere in content/.
 */
function mediaFileExists(context: RuleContext, mediaPath: string): boolean {
  const file = siteFile(mediaPath);
  return file !== undefined && file.startsWith('/media/') && context.files.media.has(file);
}

function publicFileExists(context: RuleContext, sitePath: string): boolean {
  const file = siteFile(sitePath);
  return file !== undefined && context.files.public.has(file);
}

/**
 * The file a site path names, as the static server reads it: decoded, with "." and ".." applied. A path
 * that climbs above the site's root, or has malformed percent-encoding, names no file.
 */
export function siteFile(sitePath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath);
  } catch {
    return undefined;
  }
  const parts: string[] = [];
  for (const part of decoded.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.length === 0 ? undefined : `/${parts.join('/')}`;
}
