/**
 * The page a visitor sees offline at an address they never opened: plain HTML and CSS in the frame's
 * colours and font, in one language, with a place for the list of saved pages that the service
 * worker fills in from its cache. Written by the build and by every publish, beside the pages.
 */
import { localize, type Language } from '../content/localize';
import type { SiteSettings } from '../content/types.generated';
import { escapeMarkup } from '../server/releases/escape-markup';
import { offlineText } from './offline-text';
import { SAVED_PAGES_MARKER } from './saved-pages';
import { localizedPath } from '../content/site-path';

export function offlinePageDocument(site: SiteSettings, language: Language): string {
  const { primaryColor, fontFamily } = site.customization;
  const siteName = escapeMarkup(localize(site.general.siteName, language));
  const text = (key: Parameters<typeof offlineText>[1]) => escapeMarkup(offlineText(language, key));
  const colour = escapeMarkup(primaryColor);
  const style = [
    `body{margin:0;font-family:"${escapeMarkup(fontFamily)}",system-ui,sans-serif;color:#1f2933;background:#f5f7fa;line-height:1.5}`,
    `header{background:${colour};color:#fff;padding:12px 16px;font-weight:600}`,
    'header a{color:inherit;text-decoration:none}',
    'main{max-width:40rem;margin:0 auto;padding:24px 16px}',
    'h1{font-size:1.5rem;margin:0 0 12px}h2{font-size:1.1rem;margin:24px 0 8px}',
    `a{color:${colour}}`,
    '.saved-pages{padding-left:1.25rem}.saved-pages li{margin:6px 0}',
    `.retry{display:inline-block;margin-top:8px;padding:8px 16px;border-radius:4px;background:${colour};color:#fff;text-decoration:none}`,
  ].join('');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text('offline.title')} | ${siteName}</title>
<style>${style}</style>
</head>
<body>
<header><a href="${escapeMarkup(localizedPath('/', language))}">${siteName}</a></header>
<main>
<h1>${text('offline.title')}</h1>
<p>${text('offline.unsaved')}</p>
<a class="retry" href="">${text('offline.retry')}</a>
<h2>${text('offline.savedPages')}</h2>
${SAVED_PAGES_MARKER}
</main>
</body>
</html>
`;
}
