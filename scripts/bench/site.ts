/**
 * `npm run bench`: the site benchmark. Builds the site when needed, serves the build on a free port and
 * prints, as tables: content validation time and build facts; what the first view of every page
 * downloads; Lighthouse mobile scores. Writes the same figures to bench-results/site.json.
 * Targets are reported PASS or FAIL; a failed target does not change the exit code (a benchmark
 * measures, the tests judge), but a benchmark that cannot measure exits 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '../lib/chromium';
import { pageRoutes } from '../lib/page-routes';
import { buildDir, contentDir, distDir, projectRoot } from '../lib/paths';
import { ensureBuilt, readBuildFacts, timeValidation } from './build-facts';
import { launchChromium, measureFirstView, type FirstView } from './first-view';
import { auditPage, launchLighthouseChrome, type LighthouseSummary } from './lighthouse';
import { parseOptions, usage } from './options';
import { startServer } from './server';
import { printBuildFacts, printFirstViews, printLighthouse } from './report';

const resultsDir = path.join(projectRoot, 'bench-results');
/** An address no page has, to measure the not-found page as served. */
const NOT_FOUND_ROUTE = '/this-page-does-not-exist';
/** The pages Lighthouse audits without --all: the home page and the heaviest kinds of page. */
const DEFAULT_LIGHTHOUSE_ROUTES = ['/', '/gallery', '/contacts', '/fees/combined-programs'];

/** Whatever the bench started, stopped however it ends (including Ctrl+C). */
const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal} received: stopping the server and browsers.`);
    void cleanUp().then(() => process.exit(130));
  });
}

function progress(text: string) {
  process.stderr.write(`${text}\n`);
}

function assertChromium() {
  if (fs.existsSync(chromiumPath)) return;
  throw new Error(
    `Chromium is missing: the benchmark needs it at ${chromiumPath}.\n` +
      `Run \`sh scripts/setup-browser.sh\` (as root it installs Debian's chromium package; otherwise it says what to install),\n` +
      `or point CHROMIUM_PATH at a Chromium or Chrome binary.`,
  );
}

async function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if (options === 'help') {
    console.log(usage);
    return;
  }
  assertChromium();

  const buildRun = await ensureBuilt(distDir, buildDir, options.build);
  progress('Timing content validation...');
  const validation = timeValidation(projectRoot);
  const build = readBuildFacts(distDir, buildRun);
  printBuildFacts(validation, build);

  const routes = pageRoutes(path.join(contentDir, 'pages'));
  const server = await startServer(buildDir, distDir);
  cleanups.push(server.stop);
  progress(`Serving the build at ${server.origin}`);

  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const firstViews: FirstView[] = [];
  const pages = [
    ...routes.map((route) => ({ route, label: route })),
    { route: NOT_FOUND_ROUTE, label: '404 page' },
  ];
  for (const [index, { route, label }] of pages.entries()) {
    progress(`First view ${index + 1}/${pages.length}: ${label}`);
    firstViews.push(await measureFirstView(browser, server.origin, route, label, options));
  }
  await browser.close();
  const firstViewTargets = printFirstViews(firstViews, options.desktop);

  const lighthouse: LighthouseSummary[] = [];
  let lighthouseTargets: ReturnType<typeof printLighthouse> = [];
  if (!options.skipLighthouse) {
    const lighthouseRoutes = options.all
      ? [...routes, NOT_FOUND_ROUTE]
      : options.routes.length > 0
        ? options.routes
        : DEFAULT_LIGHTHOUSE_ROUTES;
    const chrome = await launchLighthouseChrome();
    cleanups.push(async () => chrome.kill());
    for (const [index, route] of lighthouseRoutes.entries()) {
      progress(`Lighthouse ${index + 1}/${lighthouseRoutes.length}: ${route} (${options.runs} performance runs)`);
      lighthouse.push(
        await auditPage(chrome, server.origin, route, options.runs, path.join(resultsDir, 'lighthouse')),
      );
    }
    lighthouseTargets = printLighthouse(lighthouse, options.runs);
  }
  await cleanUp();

  fs.mkdirSync(resultsDir, { recursive: true });
  const jsonFile = path.join(resultsDir, 'site.json');
  fs.writeFileSync(
    jsonFile,
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        options,
        validation,
        build,
        firstViewViewport: options.desktop ? 'desktop 1366x900' : 'phone 412x823 @1.75x',
        firstViews,
        lighthouse,
        targets: [...firstViewTargets, ...lighthouseTargets],
      },
      null,
      2,
    ) + '\n',
  );
  const failed = [...firstViewTargets, ...lighthouseTargets].filter((target) => !target.pass).length;
  console.log(
    `\n${failed === 0 ? 'All targets met.' : `${failed} target${failed === 1 ? '' : 's'} FAILED (see above).`}` +
      ` Figures written to ${path.relative(process.cwd(), jsonFile)}` +
      (lighthouse.length > 0 ? `; full Lighthouse reports in bench-results/lighthouse/.` : '.'),
  );
}

try {
  await main();
} catch (error) {
  await cleanUp();
  console.error(`\nThe benchmark could not finish: ${(error as Error).message ?? error}`);
  process.exitCode = 1;
}
