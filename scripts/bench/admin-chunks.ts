/**
 * The admin's chunks and their sizes, read from the build's manifest: every chunk the admin's app
 * (src/admin/browser-admin.tsx, what the entry runs under /admin) reaches that no public page can load,
 * so no public view ever downloads them; and what each view of the admin loads before it can be used,
 * against issue 22's budgets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  chunkName,
  changeFrom,
  readBaseline,
  saveBaseline,
  sizesByName,
  type AdminSizesBaseline,
} from './admin-chunks-baseline';
import { formatTable, heading, type TargetResult } from './table';
import { loginScriptFiles, readLoginPageFacts } from '../../src/server/admin-auth/login-page-file';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

const ADMIN_ENTRY = 'src/admin/AdminApp.tsx';
/** What the entry runs at an address under /admin, instead of the public site's components. */
const ADMIN_APP = 'src/admin/browser-admin.tsx';
/** The dashboard's frame and its first screen, the overview. */
const DASHBOARD_FIRST_SCREEN = [
  'src/admin/layout/DashboardLayout.tsx',
  'src/admin/overview/OverviewScreen.tsx',
];
const VALIDATION_CORE = 'src/validation/index.ts';
/** Issue 22's budgets: gzipped JavaScript loaded before the sign-in page, and the dashboard's first screen, can be used. */
export const SIGN_IN_BUDGET_KB = 120;
export const DASHBOARD_BUDGET_KB = 250;
/** Fetched by the admin's model in the background once the first screen shows. */
const LOADED_WITH_THE_ADMIN = [VALIDATION_CORE];

export interface AdminChunk {
  file: string;
  rawKb: number;
  gzipKb: number;
  /** Loaded with the admin, or only when a screen that needs it opens. */
  loaded: 'with the admin' | 'on its screen';
}

function reach(
  manifest: Record<string, ManifestChunk>,
  start: string,
  followDynamic: boolean,
  stopAt: string[] = [],
): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key] || stopAt.includes(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
    if (followDynamic) for (const next of manifest[key].dynamicImports ?? []) visit(next);
  };
  visit(start);
  return seen;
}

function readManifest(distDir: string): Record<string, ManifestChunk> {
  return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
}

function gzipKbOf(distDir: string, file: string): number {
  return gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length / 1024;
}

/** The sum for files named by their address (/assets/…). */
function sizeOfFiles(distDir: string, files: string[]): number {
  return files.reduce((sum, file) => sum + gzipKbOf(distDir, file.replace(/^\//, '')), 0);
}

/** One row of the admin's loading: the scripts a view needs before it can be used, against its budget. */
export interface AdminLoad {
  view: string;
  gzipKb: number;
  files: number;
  /** The budget in KB, if the view has one. */
  budgetKb?: number;
  /** What must hold besides the size (a chunk that must not be loaded yet), and whether it does. */
  condition?: { text: string; holds: boolean };
}

/** The manifest keys a set of modules needs loaded (their chunks and, statically, what those import). */
function staticReach(manifest: Record<string, ManifestChunk>, starts: string[]): Set<string> {
  return new Set(starts.flatMap((start) => [...reach(manifest, start, false)]));
}

function sizeOf(distDir: string, manifest: Record<string, ManifestChunk>, keys: Iterable<string>): number {
  let kb = 0;
  for (const key of keys) kb += gzipKbOf(distDir, manifest[key]!.file);
  return kb;
}

/** The screens of the dashboard besides its first, each a chunk the admin's routes import on demand. */
function screenModules(manifest: Record<string, ManifestChunk>): string[] {
  return Object.keys(manifest).filter(
    (key) =>
      key.startsWith('src/admin/') &&
      key.endsWith('Screen.tsx') &&
      manifest[key]!.isDynamicEntry &&
      !DASHBOARD_FIRST_SCREEN.includes(key),
  );
}

/**
 * What each view of the admin loads before it can be used, from the builds' manifests: the sign-in
 * page (plain HTML that works before any script, with its own small script, built alone), what it
 * prefetches once loaded (the admin's app, for after sign-in), the dashboard's first screen (with
 * the layout and the model), and each other screen's own chunks, those the dashboard has not
 * loaded already.
 */
export function adminLoading(distDir: string): AdminLoad[] {
  const manifest = readManifest(distDir);
  const publicEntry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const dashboard = staticReach(manifest, [publicEntry, ADMIN_APP, ...DASHBOARD_FIRST_SCREEN]);
  const core = manifest[VALIDATION_CORE]?.file ?? VALIDATION_CORE;
  const fileOf = (key: string) => `/${manifest[key]!.file}`;
  const screensAndCore = new Set(
    [...screenModules(manifest), ...DASHBOARD_FIRST_SCREEN, VALIDATION_CORE]
      .filter((key) => manifest[key])
      .map(fileOf),
  );
  const adminApp = new Set([...staticReach(manifest, [publicEntry, ADMIN_APP])].map(fileOf));
  const signIn = loginScriptFiles(distDir);
  const prefetched = readLoginPageFacts(distDir)?.prefetch ?? [];
  const rows: AdminLoad[] = [
    {
      view: '/admin/login, before its form',
      gzipKb: sizeOfFiles(distDir, signIn),
      files: signIn.length,
      budgetKb: SIGN_IN_BUDGET_KB,
      condition: {
        text: "no screen, no validation core, none of the admin's app",
        holds: signIn.every((file) => !screensAndCore.has(file) && !adminApp.has(file)),
      },
    },
    {
      view: '/admin/login, prefetched once loaded',
      gzipKb: sizeOfFiles(distDir, prefetched),
      files: prefetched.length,
      condition: {
        text: "the admin's app, no screen",
        holds: prefetched.every((file) => adminApp.has(file) && !screensAndCore.has(file)),
      },
    },
    {
      view: '/admin/dashboard, its first screen',
      gzipKb: sizeOf(distDir, manifest, dashboard),
      files: dashboard.size,
      budgetKb: DASHBOARD_BUDGET_KB,
      condition: { text: `validation core (${core}) after it`, holds: !dashboard.has(VALIDATION_CORE) },
    },
  ];
  for (const screen of screenModules(manifest)) {
    const own = [...staticReach(manifest, [screen])].filter((key) => !dashboard.has(key));
    rows.push({
      view: `  ${path.basename(screen, '.tsx')}, its own chunks`,
      gzipKb: sizeOf(distDir, manifest, own),
      files: own.length,
      condition: { text: 'loaded when opened', holds: own.includes(screen) },
    });
  }
  return rows;
}

function verdict(row: AdminLoad): boolean {
  return (row.budgetKb === undefined || row.gzipKb <= row.budgetKb) && (row.condition?.holds ?? true);
}

export function printAdminLoading(
  rows: AdminLoad[],
  baseline: AdminSizesBaseline | undefined = readBaseline(),
): TargetResult[] {
  console.log(heading('Admin: JavaScript loaded before each view can be used (gzip)'));
  if (baseline)
    console.log(
      `  change: against the sizes of ${baseline.savedOn} (scripts/bench/admin-chunks.baseline.json)`,
    );
  console.log(
    formatTable(
      [
        { header: 'view', value: (row: AdminLoad) => row.view, align: 'left' },
        { header: 'files', value: (row: AdminLoad) => String(row.files) },
        { header: 'KB gzip', value: (row: AdminLoad) => row.gzipKb.toFixed(1) },
        {
          header: 'change',
          value: (row: AdminLoad) => changeFrom(baseline?.views, row.view.trim(), row.gzipKb),
        },
        {
          header: 'budget',
          value: (row: AdminLoad) => (row.budgetKb === undefined ? '' : `${row.budgetKb} KB`),
        },
        { header: 'and', value: (row: AdminLoad) => row.condition?.text ?? '', align: 'left' },
        { header: '', value: (row: AdminLoad) => (verdict(row) ? '✓' : '✗'), align: 'left' },
      ],
      rows,
    ),
  );
  return rows.map((row) => ({
    target: `${row.view.trim()}: ${[row.budgetKb === undefined ? '' : `≤ ${row.budgetKb} KB gzip`, row.condition?.text ?? ''].filter(Boolean).join(', ')}`,
    measured: `${row.gzipKb.toFixed(1)} KB`,
    pass: verdict(row),
  }));
}

export function adminChunks(distDir: string): AdminChunk[] {
  const manifest = readManifest(distDir);
  const publicEntry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  // Everything the public site can load (its blocks and lazy parts included), short of the admin.
  const publicChunks = reach(manifest, publicEntry, true, [ADMIN_ENTRY, ADMIN_APP]);
  const withAdmin = new Set(
    [ADMIN_APP, ...LOADED_WITH_THE_ADMIN].flatMap((entry) => [...reach(manifest, entry, false)]),
  );
  const everything = reach(manifest, ADMIN_APP, true);
  return [...everything]
    .filter((key) => !publicChunks.has(key))
    .map((key) => {
      const file = manifest[key]!.file;
      return {
        file,
        rawKb: fs.statSync(path.join(distDir, file)).size / 1024,
        gzipKb: gzipKbOf(distDir, file),
        loaded: withAdmin.has(key) ? ('with the admin' as const) : ('on its screen' as const),
      };
    })
    .sort((a, b) => a.loaded.localeCompare(b.loaded) || b.gzipKb - a.gzipKb);
}

export function printAdminChunks(
  chunks: AdminChunk[],
  baseline: AdminSizesBaseline | undefined = readBaseline(),
): void {
  console.log(heading('Admin: its own chunks (no public page can load them)'));
  if (baseline)
    console.log(
      `  change: against the sizes of ${baseline.savedOn} (scripts/bench/admin-chunks.baseline.json)`,
    );
  const total = (kind: AdminChunk['loaded']) =>
    chunks.filter((chunk) => chunk.loaded === kind).reduce((sum, chunk) => sum + chunk.gzipKb, 0);
  console.log(
    formatTable(
      [
        { header: 'chunk', value: (row: AdminChunk) => row.file, align: 'left' },
        { header: 'loaded', value: (row: AdminChunk) => row.loaded, align: 'left' },
        { header: 'KB raw', value: (row: AdminChunk) => row.rawKb.toFixed(1) },
        { header: 'KB gzip', value: (row: AdminChunk) => row.gzipKb.toFixed(1) },
        {
          header: 'change',
          value: (row: AdminChunk) => changeFrom(baseline?.chunks, chunkName(row.file), row.gzipKb),
        },
      ],
      chunks,
    ),
  );
  console.log(
    `  with the admin: ${total('with the admin').toFixed(1)} KB gzip; on their screens: ${total('on its screen').toFixed(1)} KB gzip.`,
  );
}

/** Today's sizes, to compare later builds against. */
function baselineOf(chunks: AdminChunk[], loading: AdminLoad[]): AdminSizesBaseline {
  return {
    savedOn: new Date().toISOString().slice(0, 10),
    chunks: sizesByName(
      chunks,
      (chunk) => chunkName(chunk.file),
      (chunk) => chunk.gzipKb,
    ),
    views: sizesByName(
      loading,
      (row) => row.view.trim(),
      (row) => row.gzipKb,
    ),
  };
}

// `npx tsx scripts/bench/admin-chunks.ts [dist]` prints these tables alone, each row's change against
// the saved baseline; `--save-baseline` stores this build's sizes as the new baseline.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const distDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist');
  const chunks = adminChunks(distDir);
  const loading = adminLoading(distDir);
  printAdminChunks(chunks);
  printAdminLoading(loading);
  if (args.includes('--save-baseline')) {
    saveBaseline(baselineOf(chunks, loading));
    console.log('\nSaved these sizes as the baseline: scripts/bench/admin-chunks.baseline.json');
  }
}
