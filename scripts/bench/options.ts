import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Rebuild even when dist/ and build/ exist. */
  build: boolean;
  /** Lighthouse on every route instead of the default few. */
  all: boolean;
  /** Lighthouse performance runs per page; the median is reported. */
  runs: number;
  /** Lighthouse routes chosen by hand (--route, repeatable); empty for the default set. */
  routes: string[];
  skipLighthouse: boolean;
  /** Measure first views at a desktop viewport instead of a phone's. */
  desktop: boolean;
}

export const usage = `Usage: npm run bench -- [options]

  --build            rebuild the site first (it is built anyway when dist/ or build/ is missing)
  --all              run Lighthouse on every route, not only the default pages
  --route <path>     run Lighthouse on this route (repeatable); overrides the default pages
  --runs <n>         Lighthouse performance runs per page, median reported (default 3)
  --skip-lighthouse  sizes only
  --desktop          measure first-view sizes at 1366x900 instead of a phone's viewport
  --help             this text`;

export function parseOptions(argv: string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      build: { type: 'boolean', default: false },
      all: { type: 'boolean', default: false },
      route: { type: 'string', multiple: true, default: [] },
      runs: { type: 'string', default: '3' },
      'skip-lighthouse': { type: 'boolean', default: false },
      desktop: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`--runs must be a whole number of at least 1 (got "${values.runs}")`);
  }
  for (const route of values.route) {
    if (!route.startsWith('/')) throw new Error(`--route takes a path such as /gallery (got "${route}")`);
  }
  return {
    build: values.build,
    all: values.all,
    runs,
    routes: values.route,
    skipLighthouse: values['skip-lighthouse'],
    desktop: values.desktop,
  };
}
