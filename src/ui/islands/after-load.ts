/**
 * Runs `run` once the page has loaded, in a task of its own: what several parts start at the load
 * event then never adds up to one long task on a slow phone. No timer is involved, so a test clock
 * holds none of it.
 */
export function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') void nextTask().then(run);
  else window.addEventListener('load', () => void nextTask().then(run), { once: true });
}

/**
 * Resolves in a new task (a message to the page itself), letting the browser paint and answer taps
 * between two pieces of start-up work.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
