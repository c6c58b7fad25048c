import type { StatisticsFallback } from '../../content/types.generated';
import type { VisitorCounts } from '../../content/statistics';

const COUNTS_KEY = 'visitorStatsFallback';
const COUNTED_KEY = 'visitorStatsFallbackCounted';

/**
 * The counts shown when the endpoint cannot be reached (spec §8): kept in local storage from the
 * configured seeds, raised by one per new browser session, with "online" drawn from a range.
 */
export function fallbackCounts(
  seeds: StatisticsFallback,
  local: Storage,
  session: Storage,
  random: () => number = Math.random,
): VisitorCounts {
  let counts = readCounts(local) ?? {
    today: 0,
    yesterday: seeds.yesterday,
    yearly: seeds.yearly,
    total: seeds.total,
  };
  if (session.getItem(COUNTED_KEY) === null) {
    counts = {
      today: counts.today + 1,
      yesterday: counts.yesterday + 1,
      yearly: counts.yearly + 1,
      total: counts.total + 1,
    };
    local.setItem(COUNTS_KEY, JSON.stringify(counts));
    session.setItem(COUNTED_KEY, '1');
  }
  const span = Math.max(0, seeds.onlineMax - seeds.onlineMin);
  return { online: seeds.onlineMin + Math.floor(random() * (span + 1)), ...counts };
}

function readCounts(local: Storage): Omit<VisitorCounts, 'online'> | null {
  try {
    const stored = JSON.parse(local.getItem(COUNTS_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!stored) return null;
    const { today, yesterday, yearly, total } = stored;
    const counts = { today, yesterday, yearly, total };
    return Object.values(counts).every((value) => Number.isInteger(value))
      ? (counts as Omit<VisitorCounts, 'online'>)
      : null;
  } catch {
    return null;
  }
}
