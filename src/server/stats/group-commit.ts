import type { StatsStore, ViewInput } from './store';

export type ViewRecorder = (view: ViewInput, done: (error?: unknown) => void) => void;

/**
 * Records views in groups: every view that arrives while the server is busy waits for the next
 * turn of the event loop and is written with the others in one transaction, and each request is
 * answered once its view is committed. A transaction's fixed cost is then shared, so a busy server
 * records several times more views a second, and an answered view is still a stored one.
 */
export function groupCommit(store: StatsStore): ViewRecorder {
  let waiting: { view: ViewInput; done: (error?: unknown) => void }[] = [];
  const commit = () => {
    const group = waiting;
    waiting = [];
    let failure: unknown = undefined;
    try {
      store.recordViews(group.map((entry) => entry.view));
    } catch (error) {
      failure = error ?? new Error('The views could not be written.');
    }
    for (const entry of group) entry.done(failure);
  };
  return (view, done) => {
    waiting.push({ view, done });
    if (waiting.length === 1) setImmediate(commit);
  };
}
