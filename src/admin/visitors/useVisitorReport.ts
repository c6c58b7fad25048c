import { useDocument } from '../../content/hooks';
import { useLoaded } from '../shared/useLoaded';
import { loadVisitorReport } from './visitor-report';

/** Asked for when the screen opens and again on reload(). */
export function useVisitorReport() {
  const { statistics } = useDocument('site');
  return useLoaded(async (signal) => {
    const result = await loadVisitorReport(statistics.endpoint, signal);
    if (result.sample)
      console.warn(`Visitor report unavailable (${result.reason}); showing the sample figures.`);
    return result;
  }, statistics.endpoint);
}
