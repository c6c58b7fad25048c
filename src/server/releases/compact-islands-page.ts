/**
 * A page of islands runs no style engine: its styles are the prerendered block in its head, read by
 * the browser and nothing else, and its islands use plain class names of their own. So the block's
 * emotion names (css-1qr18od, a hash of the rules, written once in the styles and again on every
 * element that uses them) can be short ones numbered for the page, the rules minified, and MUI's
 * marker classes (MuiPaper-rounded, MuiLink-underlineAlways…), which only a rule could use, can go
 * where no rule of the page names them. So can React's comments (text separators, Suspense boundaries), the
 * router's route-discovery marks on links and the icons' attribute for old Internet Explorer, in
 * markup no script adopts. The markup of an island is
 * kept as its component renders it: the island adopts it in the browser and must find it so.
 *
 * Every public page is a page of islands; the admin's preview renders pages whole in the browser
 * with its own style engine and never reads this markup.
 */

import { minifyPageCss } from './minify-page-css';

/** The prerendered styles block: its attribute lists the emotion names it holds. */
const STYLE_BLOCK = /<style ([a-z-]+)="([^"]*)">([\s\S]*?)<\/style>/;
const EMOTION_CLASS = /\bcss-([a-z0-9]+)\b/g;
const EMOTION_KEYFRAMES = /\banimation-[a-z0-9]+\b/g;
const CLASS_ATTRIBUTE = / class="([^"]*)"/g;
const MUI_MARKER = /^Mui[A-Za-z]+-[A-Za-z0-9]+$/;
const ISLAND_HOST = /<(div|span) data-island="/g;
const REACT_COMMENT = /<!--(?: |\$[?!]?|\/\$)-->/g;
const ROUTE_DISCOVERY = / data-discover="true"/g;
/** MUI's icons carry it for Internet Explorer alone, which never runs the site. */
const OLD_IE_FOCUSABLE = / focusable="false"/g;

export interface CompactedPage {
  html: string;
  styleTags: string;
}

export function compactIslandsPage(html: string, styleTags: string): CompactedPage {
  const block = STYLE_BLOCK.exec(styleTags);
  if (!block) return { html, styleTags };
  const [whole, attribute, names, css] = block as unknown as [string, string, string, string];
  const shortNames = new Map<string, string>();
  // c0, c1… c2s: none may be a name the page already uses (a class of an island, say).
  const taken = new Set(`${html} ${css}`.match(/[\w-]+/g));
  let next = 0;
  for (const name of names.split(' ')) {
    if (!name) continue;
    let short: string;
    do short = `c${(next++).toString(36)}`;
    while (taken.has(short));
    shortNames.set(name, short);
  }
  const rename = (text: string) =>
    text
      .replace(EMOTION_CLASS, (token, name: string) => shortNames.get(name) ?? token)
      .replace(EMOTION_KEYFRAMES, (token) => shortNames.get(token) ?? token);
  const compactCss = minifyPageCss(rename(css));
  const namedByRules = new Set(compactCss.match(/(?<=\.)[A-Za-z_][\w-]*/g));
  const withoutMarkers = outsideIslands(html, (markup) =>
    markup
      .replace(CLASS_ATTRIBUTE, (_, classes: string) => {
        const kept = classes.split(' ').filter((token) => !MUI_MARKER.test(token) || namedByRules.has(token));
        return kept.length > 0 ? ` class="${kept.join(' ')}"` : '';
      })
      .replace(REACT_COMMENT, '')
      .replace(ROUTE_DISCOVERY, '')
      .replace(OLD_IE_FOCUSABLE, ''),
  );
  return {
    html: rename(withoutMarkers),
    // A function, so a $ in the CSS (content: "$&", say) is not read as a replacement pattern.
    styleTags: styleTags.replace(whole, () => `<style ${attribute}="">${compactCss}</style>`),
  };
}

/** Applies change to the page's markup outside its island hosts, whose content stays as it is. */
function outsideIslands(html: string, change: (markup: string) => string): string {
  let result = '';
  let from = 0;
  for (const host of html.matchAll(ISLAND_HOST)) {
    if (host.index < from) continue; // an island inside an island: already kept whole
    const end = closingTagEnd(html, host.index, host[1]!);
    result += change(html.slice(from, host.index)) + html.slice(host.index, end);
    from = end;
  }
  return result + change(html.slice(from));
}

/**
 * Where the element opened at start ends. React writes balanced markup, and no < in an attribute
 * or a script's JSON (both escaped), so counting the tag's openings and closings finds it.
 */
function closingTagEnd(html: string, start: number, tag: string): number {
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  throw new Error(`An island's <${tag}> host at ${start} is never closed.`);
}
