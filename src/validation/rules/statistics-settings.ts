import type { ContentError } from './types';
import type { ContentRule } from './types';
import { because } from './reasons';

interface StatisticsSettings {
  timeZone: string;
  fallback: { onlineMin: number; onlineMax: number };
}

/**
 * The statistics settings name a time zone the server knows (it counts days in it, and would not
 * start with an unknown one), and an online range whose least is not above its most.
 */
export const statisticsSettingsHold: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of context.documents) {
    if (document.schemaFile !== 'site.schema.json' || !document.valid) continue;
    const { timeZone, fallback } = (document.data as { statistics: StatisticsSettings }).statistics;
    try {
      new Intl.DateTimeFormat('en', { timeZone });
    } catch {
      errors.push({
        file: document.file,
        pointer: '/statistics/timeZone',
        message: 'must be an IANA time zone such as "Africa/Dar_es_Salaam"',
        value: timeZone,
        reason: because('statistics.timeZone'),
      });
    }
    if (fallback.onlineMin > fallback.onlineMax) {
      errors.push({
        file: document.file,
        pointer: '/statistics/fallback/onlineMin',
        message: `must not be above onlineMax (${fallback.onlineMax})`,
        value: fallback.onlineMin,
        reason: because('statistics.onlineRange', { max: fallback.onlineMax }),
      });
    }
  }
  return errors;
};
