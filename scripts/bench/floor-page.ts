/**
 * The floor of the Lighthouse figures: a page of one heading and one paragraph, with no script, no
 * style sheet, no picture and no font, served from a server of its own. Audited like the site's pages,
 * it shows what the host and the emulated phone cost any page, so the site's Total Blocking Time and
 * main-thread work can be read against what no page could go below here.
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

export async function startFloorPage(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(FLOOR_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
