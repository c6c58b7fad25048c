import { useCallback, useEffect, useRef } from 'react';

/** Schedules a close after a delay, cancelled when the pointer comes back; cleared on unmount. */
export function useDelayedClose(close: () => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const schedule = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      close();
    }, delayMs);
  }, [cancel, close, delayMs]);
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
