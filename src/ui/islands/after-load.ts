/**
 * Runs `run` once the page has loaded, in a task of its own: what several parts start at the load
 * event then never adds up to one long task on a slow phone. No timer is involved, so a test clock
 * holds none of it.
 */
export function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') void nextTask().then(run);
  else window.addEventListener('load', () => void nextTask().then(run), { once: true });
}

/** The page's own message channel, made once: making one for each task costs the page's thread more. */
let channel: MessageChannel | undefined;
const waiting: Array<() => void> = [];

/**
 * Resolves in a new task (a message to the page itself), letting the browser paint and answer taps
 * between two pieces of start-up work.
 */
export function nextTask(): Promise<void> {
  if (!channel) {
    channel = new MessageChannel();
    // One message, one task, one waiter: they arrive in the order they were sent.
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  const port = channel.port2;
  return new Promise((resolve) => {
    waiting.push(resolve);
    port.postMessage(null);
  });
}
