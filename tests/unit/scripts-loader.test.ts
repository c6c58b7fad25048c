// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startScriptsAfterFirstPaint } from '../../src/server/releases/html-document';

const TEMPLATE =
  '<!doctype html><html><head><link rel="modulepreload" crossorigin href="/assets/runtime.js">' +
  '<script type="module" crossorigin src="/assets/entry.js"></script></head><body><main>Page</main></body></html>';

/** The loader the page carries at the end of its body, as the browser runs it. */
function loaderOf(html: string): string {
  const scripts = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script')];
  expect(scripts).toHaveLength(1);
  return scripts[0]!.textContent ?? '';
}

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe("the page's scripts loader", () => {
  it('takes the scripts out of the head and, once it runs, adds them with their preloads', () => {
    vi.useFakeTimers();
    const html = startScriptsAfterFirstPaint(TEMPLATE, ['/assets/island.js']);
    expect(html.split('</head>')[0]).not.toMatch(/<script|modulepreload/);
    const loader = loaderOf(html);
    // Valid JavaScript that runs: a slip in the hand-written text fails here, not on every page.
    new Function(loader)();
    // Without paint timing it starts a frame or two later, and in any case after three seconds.
    vi.advanceTimersByTime(3000);
    expect(
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual(['/assets/runtime.js', '/assets/island.js']);
    const script = document.head.querySelector('script');
    expect(script?.getAttribute('src')).toBe('/assets/entry.js');
    expect(script?.type).toBe('module');
  });

  it('on a page rendered ahead, waits until the page is shown, and counts the page shown from then', () => {
    vi.useFakeTimers();
    const loader = loaderOf(startScriptsAfterFirstPaint(TEMPLATE, []));
    let prerendering = true;
    Object.defineProperty(document, 'prerendering', { configurable: true, get: () => prerendering });
    const shownAt = () => (window as unknown as { pageShownAt?: number }).pageShownAt;
    try {
      new Function(loader)();
      const renderedAt = shownAt();
      vi.advanceTimersByTime(10_000);
      expect(document.head.querySelector('script')).toBeNull();
      prerendering = false;
      document.dispatchEvent(new Event('prerenderingchange'));
      expect(shownAt()).toBe(Date.now());
      expect(shownAt()).toBeGreaterThan(renderedAt!);
      // The scripts come after the shown page's first frames, as after a first paint.
      expect(document.head.querySelector('script')).toBeNull();
      vi.advanceTimersByTime(100);
      expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/assets/entry.js');
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
    }
  });
});
