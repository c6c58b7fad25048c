import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from '../../scripts/bench/cpu-calibration';
import { median } from '../../scripts/bench/measure';
import type { LighthouseSummary } from '../../scripts/bench/lighthouse';
import { parseOptions } from '../../scripts/bench/options';
import {
  formatTbtAgainstBudget,
  lighthouseTable,
  mainThreadTable,
  TBT_BUDGET_MS,
  tbtTarget,
} from '../../scripts/bench/report';
import { formatTable } from '../../scripts/bench/table';

describe('bench options', () => {
  it('builds only when the build is missing, unless told otherwise', () => {
    expect(parseOptions([])).toMatchObject({ build: 'if-missing', lighthouse: { kind: 'default' } });
    expect(parseOptions(['--build'])).toMatchObject({ build: 'always' });
    expect(parseOptions(['--no-build'])).toMatchObject({ build: 'never' });
    expect(() => parseOptions(['--build', '--no-build'])).toThrow(/contradict/);
  });

  it('takes which pages Lighthouse audits', () => {
    expect(parseOptions(['--lighthouse=all'])).toMatchObject({ lighthouse: { kind: 'all' } });
    expect(parseOptions(['--lighthouse=none'])).toMatchObject({ lighthouse: { kind: 'none' } });
    expect(parseOptions(['--lighthouse=/gallery,/contacts'])).toMatchObject({
      lighthouse: { kind: 'routes', routes: ['/gallery', '/contacts'] },
    });
    expect(() => parseOptions(['--lighthouse=gallery'])).toThrow(/paths such as/);
  });

  it('refuses numbers out of range and unknown options', () => {
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseOptions(['--port', '70000'])).toThrow(/--port/);
    expect(() => parseOptions(['--cpu-slowdown=0.5'])).toThrow(/--cpu-slowdown/);
    expect(parseOptions(['--cpu-slowdown=4'])).toMatchObject({ cpuSlowdown: 4 });
    expect(() => parseOptions(['--fast'])).toThrow();
  });
});

describe('CPU slowdown calibration', () => {
  it("slows a host down to the phone's speed, never speeding it up nor going past Lighthouse's 4x", () => {
    expect(calibratedSlowdown(528)).toBe(2);
    expect(calibratedSlowdown(100)).toBe(1);
    expect(calibratedSlowdown(3000)).toBe(4);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('formatTable', () => {
  it('aligns text columns left and figures right under a rule', () => {
    const table = formatTable<[string, number]>(
      [
        { header: 'page', value: ([page]) => page, align: 'left' },
        { header: 'KB', value: ([, kb]) => kb.toFixed(1) },
      ],
      [
        ['/', 12.5],
        ['/gallery', 7],
      ],
    );
    expect(table.split('\n')).toEqual([
      'page        KB',
      '--------  ----',
      '/         12.5',
      '/gallery   7.0',
    ]);
  });
});

/** A Lighthouse summary of one page as the bench keeps it, with the figures a test cares about. */
function summary(route: string, tbtRuns: number[], tbtMs: number): LighthouseSummary {
  return {
    route,
    runs: tbtRuns.length,
    scores: { performance: 80, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 1500,
    tbtMs,
    cls: 0,
    fcpMs: 900,
    performanceRuns: tbtRuns.map(() => 80),
    tbtRuns,
    mainThreadMs: { scriptEvaluation: 1800, styleLayout: 709, other: 950 },
    failingAudits: [],
    noindex: false,
    warnings: [],
    cpuSlowdowns: tbtRuns.map(() => 4),
    hostBenchmarkIndexes: tbtRuns.map(() => 1500),
  };
}

describe('Total Blocking Time against its budget', () => {
  it('allows no blocking time at all', () => {
    expect(TBT_BUDGET_MS).toBe(0);
  });

  it('marks each page: within the budget, or over it and by how much', () => {
    expect(formatTbtAgainstBudget(summary('/', [0, 0, 0], 0))).toBe('0 ms ✓');
    expect(formatTbtAgainstBudget(summary('/about', [806, 901, 850], 850))).toBe('850 ms ✗ (+850 ms)');
    expect(formatTbtAgainstBudget(summary('/gallery', [1, 0, 2], 1))).toBe('1 ms ✗ (+1 ms)');
    // Judged to the millisecond it is printed in, so a mark never contradicts its figure.
    expect(formatTbtAgainstBudget(summary('/contacts', [0.4, 0, 0.2], 0.2))).toBe('0 ms ✓');
  });

  it('prints each page with its TBT, the budget in the header, and every run', () => {
    const lines = lighthouseTable([
      summary('/', [0, 0, 0], 0),
      summary('/about', [806, 901, 850], 850),
    ]).split('\n');
    expect(lines[0]).toContain('TBT (budget 0 ms)');
    expect(lines[2]).toMatch(/^\/ .* 0 ms ✓ .* 0 0 0 /);
    expect(lines[3]).toMatch(/^\/about .* 850 ms ✗ \(\+850 ms\) .* 806 901 850 /);
  });

  it('is one target over all pages, naming the worst and each page over', () => {
    expect(tbtTarget([summary('/', [0], 0), summary('/sw/', [0], 0)])).toMatchObject({ pass: true });
    const missed = tbtTarget([
      summary('/', [0], 0),
      summary('/about', [850], 850),
      summary('/gallery', [30], 30),
    ]);
    expect(missed.pass).toBe(false);
    expect(missed.measured).toBe('worst /about 850 ms; over on 2 of 3: /about 850 ms, /gallery 30 ms');
  });
});

describe('main-thread work table', () => {
  it('lists each group of work with the total, a missing group as none', () => {
    const lines = mainThreadTable([summary('/about', [850], 850)]).split('\n');
    expect(lines[0]).toMatch(/^page\s+total\s+script\s+style\+layout\s+other\s+paint/);
    expect(lines[2]).toMatch(/^\/about\s+3\.46 s\s+1\.80 s\s+709 ms\s+950 ms\s+0 ms/);
  });
});
