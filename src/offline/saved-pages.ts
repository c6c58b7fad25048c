/**
 * What the worker writes into the HTML it serves offline: the notice on a saved page, and the list of
 * saved pages on the offline page. Plain string work on the prerendered HTML, outside the app's root,
 * so a page that hydrates offline is adopted as it was rendered.
 */
import { formatDate } from '../content/dates';
import type { Language } from '../content/localize';
import { escapeMarkup } from '../server/releases/escape-markup';
import { offlineText } from './offline-text';

/** Where the offline page lists the saved pages; the worker fills it in from its cache. */
export const SAVED_PAGES_MARKER = '<!--saved-pages-->';

export interface SavedPage {
  /** The page's address, path and query. */
  address: string;
  title: string;
  language: Language;
}

/** The visitor's own calendar day of a moment, as the site writes dates: "25 November 2026". */
export function savedOnDate(savedAt: Date, language: Language): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${savedAt.getFullYear()}-${pad(savedAt.getMonth() + 1)}-${pad(savedAt.getDate())}`;
  return formatDate(day, language);
}

const NOTICE_STYLE =
  'margin:0;padding:8px 16px;background:#fff4e5;color:#5f3700;border-bottom:1px solid #f0b35a;' +
  'font:15px/1.4 system-ui,sans-serif;text-align:center';

/** The page with "You are offline; this page was saved on …" at the top of its body. */
export function withOfflineNotice(html: string, language: Language, savedAt: Date): string {
  const text = offlineText(language, 'offline.notice', { date: savedOnDate(savedAt, language) });
  const notice = `<p class="offline-notice" role="status" lang="${language}" style="${NOTICE_STYLE}">${escapeMarkup(text)}</p>`;
  return html.replace(/<body[^>]*>/, (body) => body + notice);
}

/**
 * The offline page with its list of saved pages filled in, or the words for none: the pages in the
 * page's language first, by title, then those in the other language, marked as such.
 */
export function withSavedPages(html: string, language: Language, pages: readonly SavedPage[]): string {
  const ordered = [...pages].sort(
    (a, b) =>
      Number(a.language !== language) - Number(b.language !== language) ||
      a.title.localeCompare(b.title, language),
  );
  const item = (page: SavedPage) => {
    const lang = page.language === language ? '' : ` lang="${page.language}"`;
    return `<li><a href="${escapeMarkup(page.address)}"${lang}>${escapeMarkup(page.title)}</a></li>`;
  };
  const list =
    ordered.length === 0
      ? `<p>${escapeMarkup(offlineText(language, 'offline.noSavedPages'))}</p>`
      : `<ul class="saved-pages">${ordered.map(item).join('')}</ul>`;
  return html.replace(SAVED_PAGES_MARKER, list);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A page's title as its reader sees it: the text of its <title>, entities read. */
export function pageTitleOf(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return title.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}
