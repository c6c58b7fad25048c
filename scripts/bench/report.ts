import type { BuildFacts, ValidationTiming } from './build-facts';
import type { FirstView } from './first-view';
import {
  categoryIds,
  lighthouseVersion,
  type CategoryId,
  type LcpElement,
  type LighthouseSummary,
} from './lighthouse';
import { formatKB, formatMs } from './measure';
import { LIGHTHOUSE_DEFAULT_SLOWDOWN, TARGET_DEVICE_BENCHMARK_INDEX } from './cpu-calibration';
import { formatTable, formatTargets, heading, type TargetResult } from './table';
import { FLOOR_PAGE_CONTENT } from './floor-page';

/** First-view JavaScript allowed on any public page, gzip (issue 21: React and the page's islands). */
export const FIRST_VIEW_JS_LIMIT = 70 * 1024;
/** A page's HTML allowed on any public page, gzip as served (issue 21). */
export const FIRST_VIEW_HTML_LIMIT = 15 * 1024;
/** Issue 21: what a page ships besides React itself; asked of pages with no interactive block, held to on every page. */
export const BEYOND_REACT_LIMIT = 15 * 1024;
/** Lighthouse's target in each category, performance included (issue 21): full marks. */
export const SCORE_TARGET = 100;
/**
 * Total Blocking Time allowed on any audited page (Lighthouse mobile): none. Scripts that start after
 * the first paint and adopt the page in short slices block nothing, so any blocking time is a regression.
 */
export const TBT_BUDGET_MS = 0;
/** Largest Contentful Paint allowed on any audited page (Lighthouse mobile, slow 4G): issue 21's 1.3 s. */
export const LCP_BUDGET_MS = 1300;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export function printFirstViews(views: FirstView[], desktop: boolean): TargetResult[] {
  const viewport = desktop ? 'desktop 1366x900' : 'phone 412x823';
  console.log(
    heading(
      `1. First view of each page (Chromium, ${viewport}, fresh context, until the network is idle; ` +
        'KB = 1024 bytes, gz = gzip-encoded as served)',
    ),
  );
  const overLimit = (view: FirstView) => view.js.encodedBytes > FIRST_VIEW_JS_LIMIT;
  const htmlOverLimit = (view: FirstView) => view.html.encodedBytes > FIRST_VIEW_HTML_LIMIT;
  console.log(
    formatTable<FirstView>(
      [
        { header: 'page', value: (view) => view.label, align: 'left' },
        { header: 'status', value: (view) => String(view.status) },
        { header: 'HTML KB', value: (view) => kb(view.html.rawBytes) },
        { header: 'HTML gz', value: (view) => kb(view.html.encodedBytes) },
        { header: 'JS gz', value: (view) => kb(view.js.encodedBytes) },
        { header: 'JS files', value: (view) => String(view.js.files) },
        { header: 'React gz', value: (view) => kb(view.js.reactBytes) },
        { header: 'CSS gz', value: (view) => kb(view.css.encodedBytes) },
        { header: 'inline CSS gz', value: (view) => kb(view.inlineCss.gzipBytes) },
        { header: 'font KB', value: (view) => kb(view.fonts.encodedBytes) },
        { header: 'image KB', value: (view) => kb(view.images.encodedBytes) },
        { header: 'images', value: (view) => String(view.images.files) },
        { header: 'requests', value: (view) => String(view.requests) },
        {
          header: `JS <= ${FIRST_VIEW_JS_LIMIT / 1024} KB`,
          value: (view) => (overLimit(view) ? '✗ OVER' : '✓'),
          align: 'left',
        },
        {
          header: `HTML <= ${FIRST_VIEW_HTML_LIMIT / 1024} KB`,
          value: (view) => (htmlOverLimit(view) ? '✗ OVER' : '✓'),
          align: 'left',
        },
      ],
      views,
    ),
  );
  console.log(
    '  JS and CSS: the scripts and stylesheets fetched (the inline CSS is part of the HTML). ' +
      'Fonts and images are counted as sent; they are compressed formats already.',
  );
  for (const view of views.filter((view) => view.failedRequests.length > 0)) {
    console.log(`  ${view.label}: failed requests: ${view.failedRequests.join(', ')}`);
  }

  const heaviest = views.reduce((best, view) => (view.js.encodedBytes > best.js.encodedBytes ? view : best));
  const over = views.filter(overLimit);
  const largestHtml = views.reduce((best, view) =>
    view.html.encodedBytes > best.html.encodedBytes ? view : best,
  );
  const htmlOver = views.filter(htmlOverLimit);
  const beyondReact = (view: FirstView) => view.js.encodedBytes - view.js.reactBytes;
  const mostBeyond = views.reduce((best, view) => (beyondReact(view) > beyondReact(best) ? view : best));
  const external = views.flatMap((view) => view.externalRequests.map((url) => `${view.label} -> ${url}`));
  const targets: TargetResult[] = [
    {
      target: `first-view JS <= ${formatKB(FIRST_VIEW_JS_LIMIT)} gzip on every page`,
      measured:
        over.length === 0
          ? `largest ${formatKB(heaviest.js.encodedBytes)} on ${heaviest.label}`
          : `over on ${over.map((view) => `${view.label} (${formatKB(view.js.encodedBytes)})`).join(', ')}`,
      pass: over.length === 0,
    },
    {
      target: `first-view JS beyond React itself <= ${formatKB(BEYOND_REACT_LIMIT)} gzip on every page`,
      measured: `largest ${formatKB(beyondReact(mostBeyond))} on ${mostBeyond.label}`,
      pass: beyondReact(mostBeyond) <= BEYOND_REACT_LIMIT,
    },
    {
      target: `HTML gzip <= ${formatKB(FIRST_VIEW_HTML_LIMIT)} on every page`,
      measured:
        htmlOver.length === 0
          ? `largest ${formatKB(largestHtml.html.encodedBytes)} on ${largestHtml.label}`
          : `over on ${htmlOver.length} of ${views.length}, worst ${largestHtml.label} ` +
            `(${formatKB(largestHtml.html.encodedBytes)}): ` +
            htmlOver.map((view) => `${view.label} (${formatKB(view.html.encodedBytes)})`).join(', '),
      pass: htmlOver.length === 0,
    },
    {
      target: 'no request of a page leaves the site (fonts, scripts, styles, images)',
      measured: external.length === 0 ? 'none did' : `${external.length}: ${external.slice(0, 3).join(', ')}`,
      pass: external.length === 0,
    },
  ];
  console.log(`\n${formatTargets(targets)}`);
  for (const view of views.filter((view) => view.embeddedFrames.length > 0)) {
    console.log(
      `  ${view.label} embeds a frame from elsewhere, as its content asks: ${view.embeddedFrames.join(', ')}`,
    );
  }
  return targets;
}

const categoryLabels: Record<CategoryId, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/** The categories of one page that miss their target; SEO is not judged on a page that asks not to be indexed. */
function missedTargets(summary: LighthouseSummary): string[] {
  const missed: string[] = [];
  for (const category of categoryIds) {
    const value = summary.scores[category];
    if (category === 'seo' && summary.noindex) continue;
    if (!(value >= SCORE_TARGET)) missed.push(`${categoryLabels[category]} ${value}`);
  }
  return missed;
}

/** A per-page time budget: which median of a page it judges, and how much of it is allowed. */
interface TimeBudget {
  /** The measure's name in a target line, e.g. "Total Blocking Time". */
  name: string;
  budgetMs: number;
  of: (summary: LighthouseSummary) => number;
}

const TBT_BUDGET: TimeBudget = {
  name: 'Total Blocking Time',
  budgetMs: TBT_BUDGET_MS,
  of: (summary) => summary.tbtMs,
};

const LCP_BUDGET: TimeBudget = {
  name: 'Largest Contentful Paint',
  budgetMs: LCP_BUDGET_MS,
  of: (summary) => summary.lcpMs,
};

/** Whether a page's median keeps within a budget, to the millisecond it is printed in. */
function withinBudget(budget: TimeBudget, summary: LighthouseSummary): boolean {
  return Math.round(budget.of(summary)) <= budget.budgetMs;
}

/** A page's median against a budget, with ✓ or ✗ and how far over, e.g. "806 ms ✗ (+806 ms)". */
function formatAgainstBudget(budget: TimeBudget, summary: LighthouseSummary): string {
  const measured = formatMs(budget.of(summary));
  return withinBudget(budget, summary)
    ? `${measured} ✓`
    : `${measured} ✗ (+${formatMs(budget.of(summary) - budget.budgetMs)})`;
}

/** One target over all audited pages: met on every page, or the worst page and every page over. */
function budgetTarget(budget: TimeBudget, summaries: LighthouseSummary[]): TargetResult {
  const over = summaries.filter((summary) => !withinBudget(budget, summary));
  const worst = summaries.reduce((most, summary) => (budget.of(summary) > budget.of(most) ? summary : most));
  return {
    target: `${budget.name} <= ${formatMs(budget.budgetMs)} on every audited page (Lighthouse mobile)`,
    measured:
      over.length === 0
        ? `met on all ${summaries.length} audited pages (largest ${formatMs(budget.of(worst))} on ${worst.route})`
        : `worst ${worst.route} ${formatMs(budget.of(worst))}; over on ${over.length} of ${summaries.length}: ` +
          over.map((summary) => `${summary.route} ${formatMs(budget.of(summary))}`).join(', '),
    pass: over.length === 0,
  };
}

/** Whether a page's median Total Blocking Time keeps within the budget, to the millisecond it is printed in. */
export const withinTbtBudget = (summary: LighthouseSummary): boolean => withinBudget(TBT_BUDGET, summary);
export const formatTbtAgainstBudget = (summary: LighthouseSummary): string =>
  formatAgainstBudget(TBT_BUDGET, summary);
export const tbtTarget = (summaries: LighthouseSummary[]): TargetResult =>
  budgetTarget(TBT_BUDGET, summaries);

export const formatLcpAgainstBudget = (summary: LighthouseSummary): string =>
  formatAgainstBudget(LCP_BUDGET, summary);
export const lcpTarget = (summaries: LighthouseSummary[]): TargetResult =>
  budgetTarget(LCP_BUDGET, summaries);

/** Lighthouse's groups of main-thread work, in the order the report lists them. */
const mainThreadGroups: [group: string, label: string][] = [
  ['scriptEvaluation', 'script'],
  ['styleLayout', 'style+layout'],
  ['other', 'other'],
  ['paintCompositeRender', 'paint'],
  ['scriptParseCompile', 'parse+compile'],
  ['parseHTML', 'HTML+CSS'],
  ['garbageCollection', 'GC'],
];

/** The Lighthouse table: one row per page with its scores, LCP, CLS and its TBT against the budget. */
export function lighthouseTable(summaries: LighthouseSummary[]): string {
  return formatTable<LighthouseSummary>(
    [
      { header: 'page', value: (summary) => summary.route, align: 'left' },
      { header: 'perf', value: (summary) => String(summary.scores.performance) },
      { header: 'a11y', value: (summary) => String(summary.scores.accessibility) },
      { header: 'best pr.', value: (summary) => String(summary.scores['best-practices']) },
      {
        header: 'SEO',
        value: (summary) => `${summary.noindex ? '(noindex) ' : ''}${summary.scores.seo}`,
      },
      {
        header: `LCP (budget ${formatMs(LCP_BUDGET_MS)})`,
        value: formatLcpAgainstBudget,
        align: 'left',
      },
      { header: 'CLS', value: (summary) => summary.cls.toFixed(3) },
      {
        header: `TBT (budget ${formatMs(TBT_BUDGET_MS)})`,
        value: formatTbtAgainstBudget,
        align: 'left',
      },
      {
        header: `target (each ${SCORE_TARGET})`,
        value: (summary) => {
          const missed = missedTargets(summary);
          return missed.length === 0 ? '✓' : `✗ ${missed.join(', ')}`;
        },
        align: 'left',
      },
      {
        header: 'perf runs',
        value: (summary) => summary.performanceRuns.join(' '),
        align: 'left',
      },
      {
        header: 'TBT runs',
        value: (summary) => summary.tbtRuns.map((tbt) => Math.round(tbt)).join(' '),
        align: 'left',
      },
      { header: 'host index', value: (summary) => summary.hostBenchmarkIndexes.join(' '), align: 'left' },
      { header: 'CPU x', value: (summary) => summary.cpuSlowdowns.join(' '), align: 'left' },
    ],
    summaries,
  );
}

/** The longest an element's description runs in the LCP table, so a row stays on one line. */
const LCP_NODE_WIDTH = 90;

/**
 * Each page's LCP element and Lighthouse's phases of its LCP: a long load delay means the browser found
 * the picture late (no preload, lazy, behind a script); a long render delay means it was loaded but
 * painted late (blocking styles or fonts, a script), or, for text, everything after the first byte.
 */
export function lcpElementTable(summaries: LighthouseSummary[]): string {
  const phase = (pick: (element: LcpElement) => number) => (summary: LighthouseSummary) =>
    summary.lcpElement ? formatMs(pick(summary.lcpElement)) : '-';
  return formatTable<LighthouseSummary>(
    [
      { header: 'page', value: (summary) => summary.route, align: 'left' },
      { header: 'TTFB', value: phase((element) => element.ttfbMs) },
      { header: 'load delay', value: phase((element) => element.loadDelayMs) },
      { header: 'load time', value: phase((element) => element.loadTimeMs) },
      { header: 'render delay', value: phase((element) => element.renderDelayMs) },
      {
        header: 'element',
        value: (summary) => {
          const node = summary.lcpElement?.node ?? 'none reported';
          return node.length > LCP_NODE_WIDTH ? `${node.slice(0, LCP_NODE_WIDTH - 1)}…` : node;
        },
        align: 'left',
      },
    ],
    summaries,
  );
}

/** Main-thread work per page and group (median of the runs), where a blocking time comes from. */
export function mainThreadTable(summaries: LighthouseSummary[]): string {
  const total = (summary: LighthouseSummary) =>
    Object.values(summary.mainThreadMs).reduce((sum, ms) => sum + ms, 0);
  return formatTable<LighthouseSummary>(
    [
      { header: 'page', value: (summary) => summary.route, align: 'left' },
      { header: 'total', value: (summary) => formatMs(total(summary)) },
      ...mainThreadGroups.map(([group, label]) => ({
        header: label,
        value: (summary: LighthouseSummary) => formatMs(summary.mainThreadMs[group] ?? 0),
      })),
    ],
    summaries,
  );
}

export function printLighthouse(
  summaries: LighthouseSummary[],
  runs: number,
  cpuSlowdown: number | 'auto',
  /** The bare page audited the same way (floor-page.ts): what any page costs on this host. */
  floor: LighthouseSummary | null,
): TargetResult[] {
  console.log(
    heading(
      `2. Lighthouse ${lighthouseVersion}, mobile (emulated Moto G Power, simulated slow 4G); ` +
        `performance, LCP, TBT, CLS: median of ${runs} run${runs === 1 ? '' : 's'}`,
    ),
  );
  console.log(
    cpuSlowdown === 'auto'
      ? `CPU slowdown calibrated before each run: this host's benchmark index / ${TARGET_DEVICE_BENCHMARK_INDEX} ` +
          `(the phone's), between 1 and ${LIGHTHOUSE_DEFAULT_SLOWDOWN} (Lighthouse's default, right for a host of ` +
          `${TARGET_DEVICE_BENCHMARK_INDEX * LIGHTHOUSE_DEFAULT_SLOWDOWN} or more). ` +
          `--cpu-slowdown=${LIGHTHOUSE_DEFAULT_SLOWDOWN} gives Lighthouse's stock figures.\n`
      : `CPU slowdown ${cpuSlowdown}x, as given by --cpu-slowdown.\n`,
  );
  console.log(lighthouseTable(summaries));
  if (summaries.some((summary) => summary.noindex)) {
    console.log('  (noindex): the page asks search engines not to index it, so its SEO score is not judged.');
  }

  const failing = summaries.flatMap((summary) =>
    summary.failingAudits.map((audit) => ({ route: summary.route, ...audit })),
  );
  if (failing.length > 0) {
    console.log('\nAudits below full marks (first run; for performance, those below 0.9)');
    console.log(
      formatTable(
        [
          { header: 'page', value: (audit) => audit.route, align: 'left' },
          { header: 'category', value: (audit) => categoryLabels[audit.category], align: 'left' },
          { header: 'audit', value: (audit) => audit.id, align: 'left' },
          { header: 'score', value: (audit) => audit.score.toFixed(2) },
          {
            header: 'detail',
            value: (audit) =>
              `${audit.displayValue ?? audit.title}${audit.weight === 0 && audit.category !== 'performance' ? ' (not scored)' : ''}`,
            align: 'left',
          },
        ],
        failing,
      ),
    );
  }
  for (const summary of summaries.filter((summary) => summary.warnings.length > 0)) {
    console.log(`  ${summary.route}: Lighthouse warned: ${summary.warnings.join(' | ')}`);
  }

  console.log('\nLargest contentful paint: its element and where its time went (first run)');
  console.log(lcpElementTable(summaries));

  console.log('\nMain-thread work (Lighthouse mobile, median of the runs)');
  console.log(mainThreadTable(floor ? [floor, ...summaries] : summaries));
  if (floor)
    console.log(
      `  ${floor.route}: ${FLOOR_PAGE_CONTENT}; ` +
        `TBT ${formatMs(floor.tbtMs)} (runs: ${floor.tbtRuns.map(formatMs).join(', ')}), ` +
        `performance ${floor.scores.performance}: what any page costs on this host.`,
    );

  const below = summaries.filter((summary) => missedTargets(summary).length > 0);
  const targets: TargetResult[] = [
    {
      target: `Lighthouse performance, accessibility, best practices, SEO = ${SCORE_TARGET}`,
      measured:
        below.length === 0
          ? `met on all ${summaries.length} audited pages`
          : below.map((summary) => `${summary.route}: ${missedTargets(summary).join(', ')}`).join('; '),
      pass: below.length === 0,
    },
    tbtTarget(summaries),
    lcpTarget(summaries),
  ];
  console.log(`\n${formatTargets(targets)}`);
  return targets;
}

export function printBuildFacts(validation: ValidationTiming, build: BuildFacts) {
  console.log(heading('3. Build'));
  const buildTime =
    build.buildSeconds === null
      ? 'not recorded by this build (npm run bench -- --build times one)'
      : `${build.buildSeconds.toFixed(1)} s bundling, prerendering and compressing`;
  const facts: [string, string][] = [
    [
      'build time',
      build.builtNow
        ? `${buildTime}; npm run build ${build.npmBuildSeconds!.toFixed(1)} s in all (validation included)`
        : `${buildTime} (existing build of ${build.builtAt})`,
    ],
    [
      'content validation, whole content',
      `${formatMs(validation.medianMs)} (median of ${validation.runs}, ` +
        `${formatMs(validation.minMs)} to ${formatMs(validation.maxMs)}), ${validation.documents} documents, ` +
        `${validation.errors} error${validation.errors === 1 ? '' : 's'}`,
    ],
    [
      'dist/ total',
      `${formatKB(build.distBytesTotal)} in ${build.distFiles} files ` +
        `(${formatKB(build.distBytes)} without the .br and .gz copies)`,
    ],
    ['prerendered HTML files', `${build.prerenderedPages} (every page and the not-found page)`],
    [
      'client JS, all chunks',
      `${plural(build.clientJs.files, 'file')}, ${formatKB(build.clientJs.rawBytes)} raw, ${formatKB(build.clientJs.gzipBytes)} gzip`,
    ],
    [
      'largest JS chunk',
      build.clientJs.largest
        ? `${build.clientJs.largest.file}, ${formatKB(build.clientJs.largest.gzipBytes)} gzip`
        : 'none',
    ],
    [
      'client CSS files',
      `${plural(build.clientCss.files, 'file')}, ${formatKB(build.clientCss.gzipBytes)} gzip`,
    ],
    ['media', `${plural(build.media.files, 'file')}, ${formatKB(build.media.bytes)}`],
  ];
  console.log(
    formatTable<[string, string]>(
      [
        { header: 'fact', value: ([fact]) => fact, align: 'left' },
        { header: 'value', value: ([, value]) => value, align: 'left' },
      ],
      facts,
    ),
  );
}
