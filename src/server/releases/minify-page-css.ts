import { Features, transform, type Targets } from 'lightningcss';

const version = (major: number, minor = 0) => (major << 16) | (minor << 8);

/**
 * The browsers the islands' scripts are built for (Vite's default target, Baseline widely available),
 * so the page's styles use no syntax they lack, and keep the prefixes they still need.
 */
const TARGETS: Targets = {
  chrome: version(111),
  edge: version(111),
  firefox: version(114),
  safari: version(16, 4),
  ios_saf: version(16, 4),
};

/**
 * A page's prerendered styles, minified: shorter colours and numbers, rules of one selector merged,
 * empty ones dropped: up to about 240 bytes less gzip on a page, whose HTML must stay within 15 KB.
 * Styles it cannot read are kept as written, and so is a result that would close its style element
 * early (an escaped "</style" a minifier could write out): a page a little larger beats a failed
 * build or publish.
 */
export function minifyPageCss(css: string): string {
  try {
    const minified = transform({
      filename: 'page.css',
      code: Buffer.from(css),
      minify: true,
      targets: TARGETS,
      // Media queries keep the min-width form every browser reads, so that an older tablet's browser
      // still gets the wide layout: the page's HTML and styles serve browsers its scripts skip.
      include: Features.MediaRangeSyntax,
    }).code.toString();
    return /<\/style/i.test(minified) ? css : minified;
  } catch {
    return css;
  }
}
