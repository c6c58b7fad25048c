/**
 * `npm run bench`: the site benchmark. Builds the site when there is no build, serves the build with
 * the real server on a free port and prints, as plain-text tables: what the first view of every page
 * downloads, Lighthouse mobile scores, and build facts. Progress goes to stderr, tables to stdout.
 * A missed target is marked ✗ but does not change the exit code (a benchmark measures, the tests
 * judge); a benchmark that cannot measure exits 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '../lib/chromium';
import { pageRoutes } from '../lib/page-routes';
import { localizedPath } from '../../src/content/site-path';
import { buildDir, contentDir, distDir, projectRoot } from '../lib/paths';
import { ensureBuilt, readBuildFacts, timeValidation, type ValidationTiming } from './build-facts';
import { calibratedSlowdown, measureBenchmarkIndex } from './cpu-calibration';
import { launchChromium, measureFirstView, type FirstView } from './first-view';
import type { Browser } from '@playwright/test';
import { auditPage, launchLighthouseChrome, type LighthouseSummary } from './lighthouse';
import { parseOptions, usage, type BenchOptions, type LighthouseSelection } from './options';
import { adminChunks, adminLoading, printAdminChunks, printAdminLoading } from './admin-chunks';
import { measureAdminEditing, printAdminEditing } from './admin-editing';
import { measureAdminSignIn, printAdminSignIn } from './admin-sign-in';
import { printBuildFacts, printFirstViews, printLighthouse } from './report';
import { measureSearch, printSearch } from './search';
import { DEAD_WINDOW_ROUTES, measureDeadWindow, printDeadWindows, type DeadWindow } from './dead-window';
import { measurePhoneViews, printPhoneViews, type PhoneViews } from './phone-views';
import { startServer } from './server';
import { FLOOR_PAGE_LABEL, startFloorPage } from './floor-page';
import { measurePublishing, printPublishing } from './publish';
import type { TargetResult } from './table';

/** An address no page has, to measure the not-found page as served. */
const NOT_FOUND_ROUTE = '/this-page-does-not-exist';
/** The pages Lighthouse audits by default: the home page in both languages and the heaviest kinds of page. */
const DEFAULT_LIGHTHOUSE_ROUTES = [
  '/',
  '/sw/',
  '/gallery',
  '/contacts',
  '/fees/combined-programs',
  '/search?q=fees',
];

/** The page an address shows, without its language prefix and query: /sw/fees?x=1 is /fees. */
function pageOf(address: string): string {
  const path = address.split('?')[0]!.replace(/^\/sw(?=\/|$)/, '');
  return path === '' ? '/' : path;
}

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

function lighthouseRoutes(selection: LighthouseSelection, routes: string[]): string[] {
  switch (selection.kind) {
    case 'none':
      return [];
    case 'all':
      return [...routes.flatMap((route) => [route, localizedPath(route, 'sw')]), NOT_FOUND_ROUTE];
    case 'routes':
      return selection.routes;
    case 'default':
      return DEFAULT_LIGHTHOUSE_ROUTES.filter((route) => routes.includes(pageOf(route)));
  }
}

/** Everything the bench measures besides Lighthouse, which --lighthouse-only skips. */
async function measureSite(
  browser: Browser,
  origin: string,
  routes: string[],
  options: BenchOptions,
): Promise<{
  validation: ValidationTiming;
  firstViews: FirstView[];
  deadWindows: DeadWindow[];
  phoneViews: PhoneViews;
  search: Awaited<ReturnType<typeof measureSearch>>;
  adminEditing: Awaited<ReturnType<typeof measureAdminEditing>>;
  adminSignIn: Awaited<ReturnType<typeof measureAdminSignIn>>;
}> {
  progress('Timing content validation...');
  const validation = timeValidation(projectRoot);
  const firstViews: FirstView[] = [];
  const pages = [
    ...routes.map((route) => ({ route, label: route })),
    ...routes.map((route) => ({ route: localizedPath(route, 'sw'), label: localizedPath(route, 'sw') })),
    { route: NOT_FOUND_ROUTE, label: '404 page' },
  ];
  for (const [index, { route, label }] of pages.entries()) {
    progress(`First view ${index + 1}/${pages.length}: ${label}`);
    firstViews.push(await measureFirstView(browser, origin, route, label, options));
  }

  const deadWindows: DeadWindow[] = [];
  for (const route of DEAD_WINDOW_ROUTES.filter((route) => routes.includes(route))) {
    progress(`Dead window: ${route} (slow 4G, CPU slowed)`);
    deadWindows.push(await measureDeadWindow(browser, origin, route));
  }

  progress('On the phone: search results and a prefetched next page (slow 4G, CPU slowed)...');
  const phoneViews = await measurePhoneViews(browser, origin);
  progress('Search: index sizes and query times...');
  const search = await measureSearch(browser, origin);
  progress('Admin: validation in the browser, keystrokes on a page of 60 components...');
  const adminEditing = await measureAdminEditing(browser, origin);
  progress('Admin: signing in on a phone (slow 4G, CPU slowed)...');
  const adminSignIn = await measureAdminSignIn(browser, origin);
  return { validation, firstViews, deadWindows, phoneViews, search, adminEditing, adminSignIn };
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
  const build = readBuildFacts(distDir, buildDir, buildRun);
  const routes = pageRoutes(path.join(contentDir, 'pages'));
  const server = await startServer(buildDir, distDir, options.port);
  cleanups.push(server.stop);
  progress(`Serving the build at ${server.origin}`);

  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const site = options.lighthouseOnly ? null : await measureSite(browser, server.origin, routes, options);

  const lighthouse: LighthouseSummary[] = [];
  const lighthouseErrors: { route: string; message: string }[] = [];
  let floor: LighthouseSummary | null = null;
  const audited = lighthouseRoutes(options.lighthouse, routes);
  if (audited.length > 0) {
    const chrome = await launchLighthouseChrome();
    cleanups.push(async () => chrome.kill());
    const cpuSlowdown = async () =>
      options.cpuSlowdown === 'auto'
        ? calibratedSlowdown(await measureBenchmarkIndex(browser))
        : options.cpuSlowdown;
    /** One page's audit, or null with the reason kept among the errors under `label`. */
    const audit = async (origin: string, route: string, label: string, reportsDir: string | null) => {
      try {
        return await auditPage(chrome, origin, route, options.runs, cpuSlowdown, reportsDir);
      } catch (error) {
        lighthouseErrors.push({ route: label, message: (error as Error).message });
        return null;
      }
    };
    for (const [index, route] of audited.entries()) {
      progress(`Lighthouse ${index + 1}/${audited.length}: ${route} (${options.runs} performance runs)`);
      const summary = await audit(server.origin, route, route, options.reportsDir);
      if (summary) lighthouse.push(summary);
    }
    // After the site's pages, so the floor is audited in a browser as warm as theirs.
    progress(`Lighthouse: ${FLOOR_PAGE_LABEL} (${options.runs} performance runs)`);
    const floorPage = await startFloorPage();
    cleanups.push(floorPage.stop);
    const bare = await audit(floorPage.origin, '/', FLOOR_PAGE_LABEL, null);
    floor = bare && { ...bare, route: FLOOR_PAGE_LABEL };
  }
  await cleanUp();

  const targets: TargetResult[] = site ? [...printFirstViews(site.firstViews, options.desktop)] : [];
  if (audited.length > 0) {
    if (lighthouse.length > 0)
      targets.push(...printLighthouse(lighthouse, options.runs, options.cpuSlowdown, floor));
    for (const { route, message } of lighthouseErrors) console.log(`  ${route}: not audited: ${message}`);
  }
  if (site) {
    targets.push(...printDeadWindows(site.deadWindows));
    targets.push(...printPhoneViews(site.phoneViews));
    targets.push(...printSearch(site.search));
    printBuildFacts(site.validation, build);
    printAdminChunks(adminChunks(distDir));
    targets.push(...printAdminLoading(adminLoading(distDir)));
    targets.push(...printAdminSignIn(site.adminSignIn));
    targets.push(...printAdminEditing(site.adminEditing));
    targets.push(...printPublishing(await measurePublishing()));
  }

  const failed = targets.filter((target) => !target.pass).length + lighthouseErrors.length;
  console.log(
    `\n${failed === 0 ? 'All targets met.' : `${failed} target${failed === 1 ? '' : 's'} missed or not measured (✗ above).`}`,
  );
  if (options.jsonFile) {
    fs.mkdirSync(path.dirname(path.resolve(options.jsonFile)), { recursive: true });
    fs.writeFileSync(
      options.jsonFile,
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          options,
          firstViewViewport: options.desktop ? 'desktop 1366x900' : 'phone 412x823 @1.75x',
          ...site,
          lighthouse,
          lighthouseFloor: floor,
          lighthouseErrors,
          adminLoading: adminLoading(distDir),
          build,
          targets,
        },
        null,
        2,
      ) + '\n',
    );
    progress(`Figures written to ${options.jsonFile}`);
  }
}

try {
  await main();
} catch (error) {
  await cleanUp();
  console.error(`\nThe benchmark could not finish: ${(error as Error).message ?? error}`);
  process.exitCode = 1;
}
