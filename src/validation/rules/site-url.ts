import type { ContentError } from './types';
import type { ContentRule } from './types';
import type { ProblemReason } from '../types';
import { because } from './reasons';

/**
 * The site's address is an https origin and nothing more, read by the URL parser rather than a
 * pattern: it is written into every page's head, the sitemap and robots.txt.
 */
export const siteUrlIsAnOrigin: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of context.documents) {
    if (document.schemaFile !== 'site.schema.json' || !document.valid) continue;
    const value = (document.data as { seo: { siteUrl: string } }).seo.siteUrl;
    const problem = originProblem(value);
    if (problem)
      errors.push({
        file: document.file,
        pointer: '/seo/siteUrl',
        message: `must be an https origin such as "https://www.college.example", ${problem.words}`,
        value,
        reason: problem.reason,
      });
  }
  return errors;
};

/** What is wrong with the address: the end of the English line, and its reason. */
function originProblem(value: string): { words: string; reason: ProblemReason } | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { words: 'but is not an address', reason: because('siteUrl.notAnAddress') };
  }
  const scheme = url.protocol.replace(':', '');
  if (url.protocol !== 'https:')
    return { words: `but its scheme is ${scheme}`, reason: because('siteUrl.scheme', { scheme }) };
  if (url.username || url.password)
    return { words: 'without a user name or password', reason: because('siteUrl.credentials') };
  // The parser lets quotes and other punctuation through in a host name; a real one (after IDNA) is
  // letters, digits, hyphens and dots.
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(url.hostname))
    return {
      words: `but "${url.hostname}" is not a host name`,
      reason: because('siteUrl.host', { host: url.hostname }),
    };
  // What the parser made of it must be exactly what was written: anything else (a path, a query,
  // quotes, spaces) would change or leak into the markup it is written into.
  if (url.origin !== value)
    return {
      words: `with nothing after the host (it reads as ${url.origin})`,
      reason: because('siteUrl.extra', { origin: url.origin }),
    };
  return undefined;
}
