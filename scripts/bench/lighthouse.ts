import fs from 'node:fs';
import path from 'node:path';
import { Launcher, launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { chromeLauncherFlags, chromiumPath } from '../lib/chromium';
import { median } from './measure';

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];

export interface FailingAudit {
  category: CategoryId;
  id: string;
  title: string;
  score: number;
  /** The audit's weight in its category's score; 0 for audits Lighthouse reports but does not count. */
  weight: number;
  displayValue?: string;
}

export interface LighthouseSummary {
  route: string;
  runs: number;
  /** Scores from 0 to 100; performance is the median of all runs, the others come from the first run. */
  scores: Record<CategoryId, number>;
  /** Medians over all runs. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  performanceRuns: number[];
  /** Total Blocking Time of each performance run, in the order run. */
  tbtRuns: number[];
  /** The element Lighthouse found to be the largest paint, and where its time went (first run). */
  lcpElement: LcpElement | null;
  /** Main-thread work by Lighthouse's groups (script evaluation, style and layout...), in ms; medians over all runs. */
  mainThreadMs: Record<string, number>;
  /** What kept a category below 100 in the first run (performance: the audits scoring below 0.9). */
  failingAudits: FailingAudit[];
  /** Whether the page asks not to be indexed, which its SEO score then reflects by design. */
  noindex: boolean;
  warnings: string[];
  /** Per run: the CPU slowdown simulated, and the host's speed as Lighthouse measured it. */
  cpuSlowdowns: number[];
  hostBenchmarkIndexes: number[];
}

/**
 * The largest contentful paint's element (a short description of its node) and Lighthouse's split of its
 * time: until the first byte of the page, the wait before the element's resource starts loading, its
 * loading, and the wait after it (or after the first byte, for text) until it is painted.
 */
export interface LcpElement {
  node: string;
  ttfbMs: number;
  loadDelayMs: number;
  loadTimeMs: number;
  renderDelayMs: number;
}

/** A Chromium for Lighthouse, started by chrome-launcher with the project's flags, headless, on a free debugging port. */
export async function launchLighthouseChrome(): Promise<LaunchedChrome> {
  process.env.CHROME_PATH = chromiumPath;
  return launch({
    chromePath: chromiumPath,
    // The launcher's defaults go in our list, whose one --disable-features keeps theirs too.
    ignoreDefaultFlags: true,
    chromeFlags: chromeLauncherFlags(Launcher.defaultFlags()),
    handleSIGINT: false,
    logLevel: 'silent',
  });
}

/**
 * Runtime errors where Lighthouse's trace, not the page, failed: Chromium lost the start of the
 * navigation on a busy host. Such a run is made again once before the page is reported as not audited.
 */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP']);

async function runOnce(
  chrome: LaunchedChrome,
  url: string,
  categories: CategoryId[],
  cpuSlowdown: number,
  attempt = 1,
): Promise<Result> {
  // Lighthouse's mobile defaults (an emulated phone on simulated slow 4G) with the CPU slowdown given.
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    throttling: { ...lighthouseThrottling, cpuSlowdownMultiplier: cpuSlowdown },
    // Every audit is a first visit: what an earlier audit left in the origin's storage (the site
    // notes there that it holds its font file, say) is cleared with the cache, not only Lighthouse's defaults.
    clearStorageTypes: [...defaultSettings.clearStorageTypes, 'local_storage', 'indexeddb'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt === 1 && TRACE_ERRORS.has(lhr.runtimeError.code))
      return runOnce(chrome, url, categories, cpuSlowdown, attempt + 1);
    throw new Error(
      `Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  }
  return lhr;
}

export const lighthouseVersion: string = (
  JSON.parse(fs.readFileSync(new URL(import.meta.resolve('lighthouse/package.json')), 'utf8')) as {
    version: string;
  }
).version;

/** Lighthouse's default throttling (slow 4G, 4x CPU slowdown), whose CPU slowdown the bench may replace. */
const lighthouseThrottling = defaultSettings.throttling;

function score(lhr: Result, category: CategoryId): number {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? Number.NaN : Math.round(value * 100);
}

function numeric(lhr: Result, auditId: string): number {
  return lhr.audits[auditId]?.numericValue ?? Number.NaN;
}

interface MainThreadItem {
  group: string;
  duration: number;
}

/** One run's main-thread work per group, as the mainthread-work-breakdown audit lists it. */
function mainThreadWork(lhr: Result): Record<string, number> {
  const details = lhr.audits['mainthread-work-breakdown']?.details as
    { items?: MainThreadItem[] } | undefined;
  const work: Record<string, number> = {};
  for (const { group, duration } of details?.items ?? []) work[group] = duration;
  return work;
}

/** The median of each group over the runs; a group missing from a run counts as no work in it. */
function medianMainThreadWork(runs: Record<string, number>[]): Record<string, number> {
  const groups = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  return Object.fromEntries(groups.map((group) => [group, median(runs.map((run) => run[group] ?? 0))]));
}

interface LcpNode {
  type: 'node';
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}

interface LcpPhase {
  phase: string;
  timing: number;
}

/** The LCP element of a run and its phases, from the largest-contentful-paint-element audit. */
function lcpElement(lhr: Result): LcpElement | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: ({ node?: LcpNode } | LcpPhase)[] }[] } | undefined;
  const [elementTable, phaseTable] = details?.items ?? [];
  const node = (elementTable?.items?.[0] as { node?: LcpNode } | undefined)?.node;
  if (!node) return null;
  const phases = (phaseTable?.items ?? []) as LcpPhase[];
  const timing = (phase: string) => phases.find((item) => item.phase === phase)?.timing ?? Number.NaN;
  // The snippet says what the element is (an img and its address, a heading); the selector where it is.
  const snippet = (node.snippet ?? '').replace(/\s+/g, ' ');
  return {
    node: snippet.length > 0 ? snippet : (node.selector ?? node.nodeLabel ?? 'unknown'),
    ttfbMs: timing('TTFB'),
    loadDelayMs: timing('Load Delay'),
    loadTimeMs: timing('Load Time'),
    renderDelayMs: timing('Render Delay'),
  };
}

function failingAudits(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of categoryIds) {
    const threshold = category === 'performance' ? 0.9 : 1;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= threshold) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return failing;
}

/**
 * Audits one page: every category once, then performance again until there are `runs` performance
 * runs (the other categories do not depend on timing). Writes the first run's full report to reportDir, if given.
 */
export async function auditPage(
  chrome: LaunchedChrome,
  origin: string,
  route: string,
  runs: number,
  /** Asked before every run, since a shared host's speed changes from one minute to the next. */
  cpuSlowdown: () => Promise<number>,
  reportDir: string | null,
): Promise<LighthouseSummary> {
  const url = origin + route;
  const first = await runOnce(chrome, url, [...categoryIds], await cpuSlowdown());
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    const slug = route === '/' ? 'home' : route.replace(/^\//, '').replace(/\//g, '--');
    fs.writeFileSync(path.join(reportDir, `${slug}.json`), JSON.stringify(first, null, 1));
  }

  const performanceRuns = [first];
  while (performanceRuns.length < runs)
    performanceRuns.push(await runOnce(chrome, url, ['performance'], await cpuSlowdown()));

  const medianOf = (pick: (lhr: Result) => number) => median(performanceRuns.map(pick));
  const noindex = first.audits['is-crawlable']?.score === 0;
  return {
    route,
    runs,
    scores: {
      performance: medianOf((lhr) => score(lhr, 'performance')),
      accessibility: score(first, 'accessibility'),
      'best-practices': score(first, 'best-practices'),
      seo: score(first, 'seo'),
    },
    lcpMs: medianOf((lhr) => numeric(lhr, 'largest-contentful-paint')),
    tbtMs: medianOf((lhr) => numeric(lhr, 'total-blocking-time')),
    cls: medianOf((lhr) => numeric(lhr, 'cumulative-layout-shift')),
    fcpMs: medianOf((lhr) => numeric(lhr, 'first-contentful-paint')),
    performanceRuns: performanceRuns.map((lhr) => score(lhr, 'performance')),
    tbtRuns: performanceRuns.map((lhr) => numeric(lhr, 'total-blocking-time')),
    lcpElement: lcpElement(first),
    mainThreadMs: medianMainThreadWork(performanceRuns.map(mainThreadWork)),
    failingAudits: failingAudits(first),
    noindex,
    warnings: [...new Set(performanceRuns.flatMap((lhr) => lhr.runWarnings))],
    cpuSlowdowns: performanceRuns.map(
      (lhr) => lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    ),
    hostBenchmarkIndexes: performanceRuns.map((lhr) => Math.round(lhr.environment.benchmarkIndex)),
  };
}
