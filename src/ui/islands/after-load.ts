/** Runs `run` once the page has loaded (at once when it already has): no timer, so a test clock holds none of it. */
export function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
