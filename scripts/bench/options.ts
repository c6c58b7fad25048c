import { parseArgs } from 'node:util';

/** Which pages Lighthouse audits: the default few, every page, none, or a list given by hand. */
export type LighthouseSelection =
  { kind: 'default' } | { kind: 'all' } | { kind: 'none' } | { kind: 'routes'; routes: string[] };

export interface BenchOptions {
  /** 'always' rebuilds, 'never' (--no-build) refuses to, 'if-missing' builds only when there is no build. */
  build: 'always' | 'never' | 'if-missing';
  lighthouse: LighthouseSelection;
  /** Measure only Lighthouse (a quick look at a few pages): no first views, search, admin or publishing. */
  lighthouseOnly: boolean;
  /** Lighthouse performance runs per page; the median is reported. */
  runs: number;
  /** Lighthouse's CPU slowdown: 'auto' calibrates it to this host before each page (see cpu-calibration.ts). */
  cpuSlowdown: number | 'auto';
  /** The port the server listens on; 0 lets the system choose a free one. */
  port: number;
  /** Measure first views at a desktop viewport instead of a phone's. */
  desktop: boolean;
  /** Where to write every figure as JSON, if anywhere. */
  jsonFile: string | null;
  /** Where to write each page's full Lighthouse report, if anywhere. */
  reportsDir: string | null;
}

export const usage = `Usage: npm run bench -- [options]

  --build                rebuild the site first (without it, the site is built only when dist/ or build/ is missing)
  --no-build             never build; fail when there is no build
  --lighthouse=<which>   default: /, /sw/, /gallery, /contacts, /fees/combined-programs, /search?q=fees
                         all: every page in both languages and the not-found page
                         none: sizes and build facts only
                         /a,/b: these pages
  --lighthouse-only      audit only the pages --lighthouse names, skipping first views, search,
                         admin and publishing (e.g. --lighthouse=/,/graduation --lighthouse-only)
  --runs <n>             Lighthouse performance runs per page, median reported (default 3)
  --cpu-slowdown=<x>     Lighthouse's CPU slowdown; auto (default) calibrates it so that this host
                         runs as fast as the phone Lighthouse emulates, at most 4 (Lighthouse's own)
  --port <n>             serve the build on this port (default: a free port)
  --desktop              measure first views at 1366x900 instead of a phone's viewport
  --json <file>          also write every figure to this JSON file
  --reports <dir>        also write each page's full Lighthouse report (JSON) to this folder
  --help                 this text`;

function parseLighthouse(value: string): LighthouseSelection {
  if (value === 'default' || value === 'all' || value === 'none') return { kind: value };
  const routes = value.split(',').filter(Boolean);
  for (const route of routes) {
    if (!route.startsWith('/')) {
      throw new Error(
        `--lighthouse takes default, all, none or paths such as /gallery,/contacts (got "${value}")`,
      );
    }
  }
  if (routes.length === 0)
    throw new Error('--lighthouse needs a value: default, all, none or a list of paths');
  return { kind: 'routes', routes };
}

function parseSlowdown(value: string): number | 'auto' {
  if (value === 'auto') return value;
  const slowdown = Number(value);
  if (!Number.isFinite(slowdown) || slowdown < 1 || slowdown > 20) {
    throw new Error(`--cpu-slowdown takes auto or a number from 1 to 20 (got "${value}")`);
  }
  return slowdown;
}

function wholeNumber(option: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${option} must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return number;
}

export function parseOptions(argv: string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      build: { type: 'boolean' },
      'no-build': { type: 'boolean' },
      lighthouse: { type: 'string', default: 'default' },
      'lighthouse-only': { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      'cpu-slowdown': { type: 'string', default: 'auto' },
      port: { type: 'string', default: '0' },
      desktop: { type: 'boolean', default: false },
      json: { type: 'string' },
      reports: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  if (values.build && values['no-build']) throw new Error('--build and --no-build contradict each other');
  const lighthouse = parseLighthouse(values.lighthouse);
  if (values['lighthouse-only'] && lighthouse.kind === 'none')
    throw new Error('--lighthouse-only with --lighthouse=none would measure nothing');
  return {
    build: values.build ? 'always' : values['no-build'] ? 'never' : 'if-missing',
    lighthouse,
    lighthouseOnly: values['lighthouse-only'],
    runs: wholeNumber('--runs', values.runs, 1, 20),
    cpuSlowdown: parseSlowdown(values['cpu-slowdown']),
    port: wholeNumber('--port', values.port, 0, 65535),
    desktop: values.desktop,
    jsonFile: values.json ?? null,
    reportsDir: values.reports ?? null,
  };
}
