import type { BuildFacts, ValidationTiming } from './build-facts';
import type { FirstView } from './first-view';
import { categoryIds, type CategoryId, type LighthouseSummary } from './lighthouse';
import { formatKB, formatMs } from './measure';
import { formatTable, formatTargets, heading, type TargetResult } from './table';

/** First-view JavaScript allowed on any public page, gzip. */
export const FIRST_VIEW_JS_LIMIT = 160 * 1024;
export const HOME_PERFORMANCE_TARGET = 95;

export function printBuildFacts(validation: ValidationTiming, build: BuildFacts) {
  console.log(heading('1. Content validation and build'));
  const facts: [string, string][] = [
    [
      'content validation (validateContent)',
      `${formatMs(validation.medianMs)} median of ${validation.runs} ` +
        `(${formatMs(validation.minMs)}-${formatMs(validation.maxMs)}), ${validation.documents} documents, ` +
        `${validation.errors} error${validation.errors === 1 ? '' : 's'}`,
    ],
    [
      'build',
      build.builtNow
        ? `built by this run in ${build.buildSeconds!.toFixed(1)} s`
        : `existing build from ${build.builtAt} (--build to rebuild)`,
    ],
    ['prerendered HTML files', `${build.prerenderedPages} (pages and the not-found page)`],
    [
      'client JS, all chunks',
      `${build.clientJs.files} files, ${formatKB(build.clientJs.rawBytes)} raw, ${formatKB(build.clientJs.gzipBytes)} gzip`,
    ],
    [
      'largest JS chunk',
      build.clientJs.largest
        ? `${build.clientJs.largest.file}, ${formatKB(build.clientJs.largest.gzipBytes)} gzip`
        : 'none',
    ],
    [
      'client CSS files',
      `${build.clientCss.files} files, ${formatKB(build.clientCss.gzipBytes)} gzip (inlined into the pages)`,
    ],
    ['media', `${build.media.files} files, ${formatKB(build.media.bytes)}`],
    ['dist/ without .br/.gz copies', formatKB(build.distBytes)],
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

export function printFirstViews(views: FirstView[], desktop: boolean): TargetResult[] {
  const viewport = desktop ? 'desktop 1366x900' : 'phone 412x823';
  console.log(heading(`2. First view of each page (Chromium, ${viewport}, fresh context; KB = 1024 bytes)`));
  const heaviest = views.reduce((best, view) => (view.js.gzipBytes > best.js.gzipBytes ? view : best));
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    formatTable<FirstView>(
      [
        { header: 'page', value: (view) => view.label, align: 'left' },
        { header: 'status', value: (view) => String(view.status) },
        { header: 'HTML KB', value: (view) => kb(view.html.rawBytes) },
        { header: 'HTML gz', value: (view) => kb(view.html.gzipBytes) },
        { header: 'inline CSS gz', value: (view) => kb(view.inlineCss.gzipBytes) },
        { header: 'CSS gz', value: (view) => kb(view.css.gzipBytes) },
        { header: 'JS gz', value: (view) => kb(view.js.gzipBytes) },
        { header: 'JS files', value: (view) => String(view.js.files) },
        { header: 'font KB', value: (view) => kb(view.fonts.rawBytes) },
        { header: 'image KB', value: (view) => kb(view.images.rawBytes) },
        { header: 'images', value: (view) => String(view.images.files) },
        { header: 'requests', value: (view) => String(view.requests) },
        { header: '', value: (view) => (view === heaviest ? '<- largest JS' : ''), align: 'left' },
      ],
      views,
    ),
  );
  for (const view of views.filter((view) => view.failedRequests.length > 0)) {
    console.log(`  ${view.label}: failed requests: ${view.failedRequests.join(', ')}`);
  }

  const external = views.flatMap((view) => view.externalRequests.map((url) => `${view.label} -> ${url}`));
  const targets: TargetResult[] = [
    {
      target: `first-view JS <= ${formatKB(FIRST_VIEW_JS_LIMIT)} gzip on every page`,
      measured: `largest ${formatKB(heaviest.js.gzipBytes)} on ${heaviest.label}`,
      pass: heaviest.js.gzipBytes <= FIRST_VIEW_JS_LIMIT,
    },
    {
      target: 'no request leaves the site',
      measured: external.length === 0 ? 'none did' : `${external.length}: ${external.slice(0, 3).join(', ')}`,
      pass: external.length === 0,
    },
  ];
  console.log(`\nTargets\n${formatTargets(targets)}`);
  return targets;
}

const categoryLabels: Record<CategoryId, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

export function printLighthouse(summaries: LighthouseSummary[], runs: number): TargetResult[] {
  console.log(
    heading(
      `3. Lighthouse ${summaries[0] ? '' : '(no pages) '}mobile, simulated throttling ` +
        `(performance, LCP, TBT, CLS: median of ${runs} run${runs === 1 ? '' : 's'})`,
    ),
  );
  console.log(
    formatTable<LighthouseSummary>(
      [
        { header: 'page', value: (summary) => summary.route, align: 'left' },
        { header: 'perf', value: (summary) => String(summary.scores.performance) },
        { header: 'a11y', value: (summary) => String(summary.scores.accessibility) },
        { header: 'best pr.', value: (summary) => String(summary.scores['best-practices']) },
        {
          header: 'SEO',
          value: (summary) => `${summary.scores.seo}${summary.noindex ? ' (noindex)' : ''}`,
        },
        { header: 'FCP', value: (summary) => formatMs(summary.fcpMs) },
        { header: 'LCP', value: (summary) => formatMs(summary.lcpMs) },
        { header: 'TBT', value: (summary) => formatMs(summary.tbtMs) },
        { header: 'CLS', value: (summary) => summary.cls.toFixed(3) },
        { header: 'perf runs', value: (summary) => summary.performanceRuns.join(' '), align: 'left' },
      ],
      summaries,
    ),
  );

  const failing = summaries.flatMap((summary) =>
    summary.failingAudits.map((audit) => ({ route: summary.route, ...audit })),
  );
  if (failing.length > 0) {
    console.log('\nAudits below full marks (first run; performance: below 0.9)');
    console.log(
      formatTable(
        [
          { header: 'page', value: (audit) => audit.route, align: 'left' },
          { header: 'category', value: (audit) => categoryLabels[audit.category], align: 'left' },
          { header: 'audit', value: (audit) => audit.id, align: 'left' },
          { header: 'score', value: (audit) => audit.score.toFixed(2) },
          { header: 'detail', value: (audit) => audit.displayValue ?? audit.title, align: 'left' },
        ],
        failing,
      ),
    );
  }
  for (const summary of summaries.filter((summary) => summary.warnings.length > 0)) {
    console.log(`  ${summary.route}: Lighthouse warned: ${summary.warnings.join(' | ')}`);
  }

  const targets: TargetResult[] = [];
  const home = summaries.find((summary) => summary.route === '/');
  if (home) {
    targets.push({
      target: `home performance >= ${HOME_PERFORMANCE_TARGET}`,
      measured: String(home.scores.performance),
      pass: home.scores.performance >= HOME_PERFORMANCE_TARGET,
    });
  }
  for (const category of categoryIds.filter((id) => id !== 'performance')) {
    // A page that asks not to be indexed (the not-found page) loses SEO points by design.
    const judged = summaries.filter((summary) => category !== 'seo' || !summary.noindex);
    if (judged.length === 0) continue;
    const below = judged.filter((summary) => summary.scores[category] !== 100);
    targets.push({
      target: `${categoryLabels[category]} = 100 on every audited page${category === 'seo' ? ' (indexable)' : ''}`,
      measured:
        below.length === 0
          ? `100 on all ${judged.length}`
          : below.map((summary) => `${summary.route} ${summary.scores[category]}`).join(', '),
      pass: below.length === 0,
    });
  }
  console.log(`\nTargets\n${formatTargets(targets)}`);
  return targets;
}
