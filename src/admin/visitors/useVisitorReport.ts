import { useCallback, useEffect, useState } from 'react';
import { useDocument } from '../../content/hooks';
import { loadVisitorReport, type ReportResult } from './visitor-report';

export type ReportState = { status: 'loading' } | ({ status: 'ready' } & ReportResult);

/** The endpoint's report, asked for when the screen opens and again on reload(). */
export function useVisitorReport(): { state: ReportState; reload: () => void } {
  const { statistics } = useDocument('site');
  const [state, setState] = useState<ReportState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    loadVisitorReport(statistics.endpoint, controller.signal).then(
      (result) => {
        if (result.sample)
          console.warn(`Visitor report unavailable (${result.reason}); showing the sample figures.`);
        setState({ status: 'ready', ...result });
      },
      () => {}, // aborted: the screen has gone
    );
    return () => controller.abort();
  }, [statistics.endpoint, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, reload };
}
