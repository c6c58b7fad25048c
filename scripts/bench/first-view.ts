import { chromium, type Browser, type BrowserContextOptions, type Response } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../lib/chromium';
import { gzipSize } from './measure';

export interface FileSizes {
  files: number;
  /** Size of the bodies as the browser received them decoded, before any content encoding. */
  rawBytes: number;
  /** Gzip of those bodies, whatever encoding the server chose. */
  gzipBytes: number;
}

export interface FirstView {
  route: string;
  label: string;
  status: number;
  html: { rawBytes: number; gzipBytes: number };
  /** The <style> elements in the HTML: the critical CSS and the font faces. */
  inlineCss: { rawBytes: number; gzipBytes: number };
  css: FileSizes;
  js: FileSizes & { urls: string[] };
  fonts: FileSizes;
  images: FileSizes;
  requests: number;
  failedRequests: string[];
  /** Requests that left the site; there should be none. */
  externalRequests: string[];
}

const phone: BrowserContextOptions = {
  // The phone Lighthouse emulates (Moto G Power), so both sections describe the same first view.
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const desktop: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

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
  return { files: 0, rawBytes: 0, gzipBytes: 0 };
}

function inlineStyles(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
}

/** Loads one page in a fresh context and records everything the first view downloads. */
export async function measureFirstView(
  browser: Browser,
  origin: string,
  route: string,
  label: string,
  options: { desktop: boolean },
): Promise<FirstView> {
  const context = await browser.newContext(options.desktop ? desktop : phone);
  try {
    const page = await context.newPage();
    let requests = 0;
    let lastActivity = Date.now();
    const failedRequests: string[] = [];
    const externalRequests: string[] = [];
    const bodies: Promise<{ kind: Kind; url: string; body: Buffer | null; status: number }>[] = [];
    page.on('request', (request) => {
      requests++;
      lastActivity = Date.now();
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:'))
        externalRequests.push(request.url());
    });
    page.on('requestfailed', (request) => {
      lastActivity = Date.now();
      failedRequests.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
    });
    page.on('response', (response) => {
      lastActivity = Date.now();
      bodies.push(
        response
          .body()
          .catch(() => null)
          .then((body) => ({ kind: kindOf(response), url: response.url(), body, status: response.status() })),
      );
    });

    await page.goto(origin + route, { waitUntil: 'load' });
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
      html: { rawBytes: 0, gzipBytes: 0 },
      inlineCss: { rawBytes: 0, gzipBytes: 0 },
      css: emptySizes(),
      js: { ...emptySizes(), urls: [] },
      fonts: emptySizes(),
      images: emptySizes(),
      requests,
      failedRequests,
      externalRequests,
    };
    const seen = new Set<string>();
    for (const { kind, url, body, status } of await Promise.all(bodies)) {
      if (!body || seen.has(url)) continue;
      seen.add(url);
      if (kind === 'document' && view.status === 0) {
        view.status = status;
        view.html = { rawBytes: body.length, gzipBytes: gzipSize(body) };
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
      // Fonts and images are compressed formats already; their gzip figure would only mislead.
      group.gzipBytes += kind === 'js' || kind === 'css' ? gzipSize(body) : body.length;
      if (kind === 'js') view.js.urls.push(url.slice(origin.length));
    }
    return view;
  } finally {
    await context.close();
  }
}
