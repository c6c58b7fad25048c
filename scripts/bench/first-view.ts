import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Request,
  type Response,
} from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../lib/chromium';
import { gzipSize } from './measure';

/** A kind of file the first view downloaded: how many, and their bytes before and after content encoding. */
export interface FileSizes {
  files: number;
  /** The bodies as the page uses them, decoded. */
  rawBytes: number;
  /** The bodies as they came over the wire, gzip-encoded where the server compresses that kind of file. */
  encodedBytes: number;
}

export interface FirstView {
  route: string;
  label: string;
  status: number;
  html: FileSizes;
  /** The <style> elements in the HTML: the critical CSS and the font faces (counted in the HTML too). */
  inlineCss: { rawBytes: number; gzipBytes: number };
  css: FileSizes;
  /** reactBytes: the part that is React's renderer (the islands' adopt chunk), when the view loaded it. */
  js: FileSizes & { urls: string[]; reactBytes: number };
  fonts: FileSizes;
  images: FileSizes;
  requests: number;
  failedRequests: string[];
  /** Requests of the page itself (fonts, scripts, styles, images, calls) that left the site; there should be none. */
  externalRequests: string[];
  /** Frames the content embeds from elsewhere (the contacts page's map): the frame's address only. */
  embeddedFrames: string[];
}

const phone: BrowserContextOptions = {
  // The phone Lighthouse emulates (Moto G Power), so both sections describe the same first view.
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const desktop: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
/**
 * The server prefers Brotli when a browser accepts it; the figures are wanted in gzip, the encoding
 * every client accepts, so the browser offers only gzip and the encoded sizes are gzip sizes.
 */
const gzipOnly = { 'Accept-Encoding': 'gzip, deflate' };
/** The islands script loads React's renderer in this chunk (src/ui/islands/adopt.ts) when the first island is due. */
const REACT_CHUNK = /\/assets\/adopt-[\w-]+\.js$/;

/** After the load event: the quiet time that ends a first view, the least time to wait (the home pop-up opens at 1.5 s), and the most. */
const QUIET_MS = 1000;
const MIN_AFTER_LOAD_MS = 2000;
const MAX_AFTER_LOAD_MS = 10_000;

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

type Kind = 'document' | 'js' | 'css' | 'font' | 'image' | 'other';

function kindOf(response: Response): Kind {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'document') return 'document';
  if (type === 'script' || contentType.includes('javascript')) return 'js';
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'css';
  if (type === 'font' || contentType.startsWith('font/')) return 'font';
  if (type === 'image' || contentType.startsWith('image/')) return 'image';
  return 'other';
}

function emptySizes(): FileSizes {
  return { files: 0, rawBytes: 0, encodedBytes: 0 };
}

function inlineStyles(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
}

interface Download {
  kind: Kind;
  url: string;
  status: number;
  body: Buffer;
  encodedBytes: number;
}

/** The body and its size on the wire; null for what has no body worth counting (a cache hit, a redirect). */
async function download(request: Request): Promise<Download | null> {
  const response = await request.response();
  if (!response) return null;
  const [sizes, body] = await Promise.all([request.sizes(), response.body().catch(() => null)]);
  if (!body || sizes.responseBodySize <= 0) return null;
  return {
    kind: kindOf(response),
    url: request.url(),
    status: response.status(),
    body,
    encodedBytes: sizes.responseBodySize,
  };
}

/** Loads one page in a fresh context and records everything the first view downloads. */
export async function measureFirstView(
  browser: Browser,
  origin: string,
  route: string,
  label: string,
  options: { desktop: boolean },
): Promise<FirstView> {
  const context = await browser.newContext({
    ...(options.desktop ? desktop : phone),
    extraHTTPHeaders: gzipOnly,
  });
  try {
    const page = await context.newPage();
    let requests = 0;
    let lastActivity = Date.now();
    const failedRequests: string[] = [];
    const externalRequests: string[] = [];
    const embeddedFrames: string[] = [];
    const downloads: Promise<Download | null>[] = [];
    page.on('request', (request) => {
      requests++;
      lastActivity = Date.now();
      if (request.url().startsWith(origin)) return;
      // What an embedded frame loads is that frame's business; its own address is what the page asked for.
      if (request.frame() !== page.mainFrame()) {
        if (request.isNavigationRequest()) embeddedFrames.push(request.url());
      } else externalRequests.push(request.url());
    });
    page.on('requestfailed', (request) => {
      lastActivity = Date.now();
      failedRequests.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
    });
    page.on('requestfinished', (request) => {
      lastActivity = Date.now();
      downloads.push(download(request).catch(() => null));
    });

    await page.goto(origin + route, { waitUntil: 'networkidle' });
    // Network idle can come before timed work (the home page's pop-up) fetches its code; wait that out too.
    const loadedAt = Date.now();
    for (;;) {
      const now = Date.now();
      const settled = now - lastActivity >= QUIET_MS && now - loadedAt >= MIN_AFTER_LOAD_MS;
      if (settled || now - loadedAt >= MAX_AFTER_LOAD_MS) break;
      await page.waitForTimeout(100);
    }

    const view: FirstView = {
      route,
      label,
      status: 0,
      html: emptySizes(),
      inlineCss: { rawBytes: 0, gzipBytes: 0 },
      css: emptySizes(),
      js: { ...emptySizes(), urls: [], reactBytes: 0 },
      fonts: emptySizes(),
      images: emptySizes(),
      requests,
      failedRequests,
      externalRequests,
      embeddedFrames,
    };
    const seen = new Set<string>();
    for (const item of await Promise.all(downloads)) {
      if (!item || seen.has(item.url)) continue;
      seen.add(item.url);
      const { kind, body } = item;
      if (kind === 'document' && view.status === 0) {
        view.status = item.status;
        view.html = { files: 1, rawBytes: body.length, encodedBytes: item.encodedBytes };
        const css = inlineStyles(body.toString('utf8'));
        view.inlineCss = { rawBytes: Buffer.byteLength(css), gzipBytes: css ? gzipSize(css) : 0 };
        continue;
      }
      const group = { js: view.js, css: view.css, font: view.fonts, image: view.images }[
        kind as 'js' | 'css' | 'font' | 'image'
      ];
      if (!group) continue;
      group.files++;
      group.rawBytes += body.length;
      group.encodedBytes += item.encodedBytes;
      if (kind !== 'js') continue;
      view.js.urls.push(item.url.slice(origin.length));
      if (REACT_CHUNK.test(item.url)) view.js.reactBytes += item.encodedBytes;
    }
    return view;
  } finally {
    await context.close();
  }
}
