import type { ContentError } from './types';
import type { ContentRule } from './types';

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
        message: `must be an https origin such as "https://www.college.example", ${problem}`,
        value,
      });
  }
  return errors;
};

function originProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'but is not an address';
  }
  if (url.protocol !== 'https:') return `but its scheme is ${url.protocol.replace(':', '')}`;
  if (url.username || url.password) return 'without a user name or password';
  // The parser lets quotes and other punctuation through in a host name; a real one (after IDNA) is
  // letters, digits, hyphens and dots.
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(url.hostname)) return `but "${url.hostname}" is not a host name`;
  // What the parser made of it must be exactly what was written: anything else (a path, a query,
  // quotes, spaces) would change or leak into the markup it is written into.
  if (url.origin !== value) return `with nothing after the host (it reads as ${url.origin})`;
  return undefined;
}
