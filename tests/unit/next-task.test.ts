import { describe, expect, it } from 'vitest';
import { nextTask } from '../../src/ui/islands/after-load';

describe('nextTask', () => {
  it('resolves each wait in a task of its own, in the order asked', async () => {
    const order: string[] = [];
    const waits = ['first', 'second', 'third'].map((name) =>
      nextTask().then(() => {
        order.push(name);
        // A microtask queued by one waiter runs before the next waiter's task.
        queueMicrotask(() => order.push(`${name} done`));
      }),
    );
    order.push('asked');
    await Promise.all(waits);
    await nextTask();
    expect(order).toEqual(['asked', 'first', 'first done', 'second', 'second done', 'third', 'third done']);
  });

  it('keeps answering after a burst', async () => {
    await Promise.all(Array.from({ length: 50 }, () => nextTask()));
    let answered = false;
    await nextTask().then(() => (answered = true));
    expect(answered).toBe(true);
  });
});
