/**
 * The floor of the Lighthouse figures: a page of one heading and one paragraph, with no script, no
 * style sheet, no picture and no font, served from a server of its own. Audited like the site's pages,
 * it shows what the host and the emulated phone cost any page, so the site's Total Blocking Time and
 * main-thread work can be read against what no page could go below here. Its `FLOOR_JOURNEY` is the
 * same for the prefetched next page after a tap: a bare page that links to another and prefetches it
 * as the site's prefetch rule does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FLOOR_PAGE_LABEL = 'floor: a bare page';
/** What the page is, said by the page itself and by the bench's report. */
export const FLOOR_PAGE_CONTENT = 'one heading and one paragraph, no script, style sheet, picture or font';

const FLOOR_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title><meta name="description" content="A page with nothing to run."></head>
<body><h1>Floor</h1><p>A page of ${FLOOR_PAGE_CONTENT}.</p></body></html>
`;

/** The bare pages of the floor's second view, and what their journey is, for the report. */
export const FLOOR_JOURNEY = { from: '/floor-from', to: '/floor-to' } as const;
export const FLOOR_JOURNEY_LABEL = 'floor: a bare page to another';

/** Prefetch on a touch or hover, as the site's prefetch rule asks for its own links (it has no prerender rule). */
const PREFETCH_RULES = JSON.stringify({ prefetch: [{ source: 'document', eagerness: 'moderate' }] });

const FLOOR_PAGES: Readonly<Record<string, string>> = {
  [FLOOR_JOURNEY.from]: FLOOR_PAGE.replace(
    '</p>',
    `</p><p><a href="${FLOOR_JOURNEY.to}">The next page</a></p><script type="speculationrules">${PREFETCH_RULES}</script>`,
  ),
  [FLOOR_JOURNEY.to]: FLOOR_PAGE,
};

export async function startFloorPage(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(FLOOR_PAGES[new URL(request.url ?? '/', 'http://floor').pathname] ?? FLOOR_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
