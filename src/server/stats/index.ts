import path from 'node:path';
import type { SiteSettings } from '../../content/types.generated';
import type { SitePages } from '../site-pages';
import { statsRoutes, type StatsRoutes } from './endpoint';
import { openStatsStore, type StatsStore } from './store';

export { STATS_METHODS, STATS_PATH } from './endpoint';
export type { StatsRoutes } from './endpoint';

/** A session seen within the last five minutes, and not gone, is online. */
const ONLINE_WINDOW_MS = 5 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

export interface VisitorStatistics {
  routes: StatsRoutes;
  store: StatsStore;
  close(): void;
}

export interface VisitorStatisticsOptions {
  settings: SiteSettings;
  /** A file path, or ':memory:'. */
  databasePath: string;
  /** The site's pages; views of other addresses are counted as views of the not-found page. */
  pages: SitePages;
  now?: () => number;
  /** Overrides the settings' limit (the load tests need none). */
  rateLimitPerMinute?: number;
}

/** The default database file: data/visitor-stats.sqlite under the project folder. */
export function defaultDatabasePath(projectRoot: string): string {
  return path.join(projectRoot, 'data', 'visitor-stats.sqlite');
}

/** The statistics endpoint with its database, pruned at start and every hour after. */
export function openVisitorStatistics(options: VisitorStatisticsOptions): VisitorStatistics {
  const { statistics, seo } = options.settings;
  const store = openStatsStore({
    databasePath: options.databasePath,
    timeZone: statistics.timeZone,
    totalOffset: statistics.totalOffset,
    retentionDays: statistics.retentionDays,
    onlineWindowMs: ONLINE_WINDOW_MS,
    now: options.now,
  });
  store.prune();
  const pruning = setInterval(() => store.prune(), PRUNE_EVERY_MS);
  pruning.unref();
  const routes = statsRoutes({
    store,
    pages: options.pages,
    allowedOrigins: statistics.allowedOrigins,
    siteUrl: seo.siteUrl,
    rateLimitPerMinute: options.rateLimitPerMinute ?? statistics.rateLimitPerMinute,
  });
  return {
    routes,
    store,
    close() {
      clearInterval(pruning);
      store.close();
    },
  };
}
