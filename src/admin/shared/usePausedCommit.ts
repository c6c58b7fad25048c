import { useEffect, useMemo, useRef } from 'react';

export const TYPING_PAUSE_MS = 250;

/**
 * Runs `run` once `delay` ms have passed without news from `subscribe`, so a burst of changes (the
 * keystrokes of a word) is followed once; gives the unsubscription, which drops a run still waiting.
 */
export function afterPause(
  subscribe: (listener: () => void) => () => void,
  delay: number,
  run: () => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = subscribe(() => {
    clearTimeout(timer);
    timer = setTimeout(run, delay);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

/**
 * Applies a field's value once typing pauses, or at once when the field loses focus (or goes away),
 * so the keystrokes themselves re-render the field alone and not the page, list and preview it feeds.
 */
export function usePausedCommit() {
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The same functions on every render, so effects may depend on them.
  const commit = useMemo(() => {
    const cancel = () => {
      clearTimeout(timer.current);
      pending.current = null;
    };
    const flush = () => {
      const apply = pending.current;
      cancel();
      apply?.();
    };
    const schedule = (apply: () => void) => {
      pending.current = apply;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, TYPING_PAUSE_MS);
    };
    return { schedule, flush, cancel };
  }, []);
  // A value still waiting when the field goes away (its dialog closed, another page chosen) is applied.
  useEffect(() => commit.flush, [commit]);
  return commit;
}
