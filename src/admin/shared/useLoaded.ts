import { useCallback, useEffect, useState } from 'react';

export type Loaded<Value> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: Value };

/**
 * What `load` answers, asked when the screen opens, when `key` changes and on reload(); an answer that
 * comes after the screen has gone, or after a newer ask, is dropped. reload({ quietly: true }) keeps
 * what is shown until the new answer is in.
 */
export function useLoaded<Value>(load: (signal: AbortSignal) => Promise<Value>, key: unknown) {
  const [state, setState] = useState<Loaded<Value>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const asking = new AbortController();
    load(asking.signal).then(
      (value) => asking.signal.aborted || setState({ status: 'ready', value }),
      () => asking.signal.aborted || setState({ status: 'failed' }),
    );
    return () => asking.abort();
    // `load` is read when `key` or the attempt changes: a new function each render asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const reload = useCallback(({ quietly = false } = {}) => {
    if (!quietly) setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, reload };
}
