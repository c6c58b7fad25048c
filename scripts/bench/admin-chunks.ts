/**
 * The admin's chunks and their sizes, read from the build's manifest: every chunk the admin's
 * entry (src/admin/AdminApp.tsx) reaches that no public page can load, so no public view ever
 * downloads them. Lazy parts (the Visitors charts) are listed apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { formatTable, heading } from './table';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const ADMIN_ENTRY = 'src/admin/AdminApp.tsx';
/** The site's components, which the browser's entry imports (and awaits) before it renders any address. */
const SITE_COMPONENTS = 'src/site/browser-app.tsx';
/** Issue 22's budget for the sign-in page: gzipped JavaScript loaded before the form can be used. */
export const SIGN_IN_BUDGET_KB = 120;
/** Imported dynamically, but by the admin's model on every screen, alongside the documents. */
const LOADED_WITH_THE_ADMIN = ['src/validation/index.ts'];

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
  stopAt?: string,
): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key] || key === stopAt) return;
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

export interface SignInPageScripts {
  /** Every script /admin/login runs before its form shows: the entry, the site's components, the sign-in chunk. */
  totalGzipKb: number;
  /** Of which the admin's own (the sign-in chunk and what it imports that no public page loads first). */
  adminGzipKb: number;
  files: string[];
}

/** The JavaScript the sign-in page loads before its form can be used, from the build's manifest. */
export function signInPageScripts(distDir: string): SignInPageScripts {
  const manifest = readManifest(distDir);
  const publicEntry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const publicFirst = new Set([
    ...reach(manifest, publicEntry, false),
    ...reach(manifest, SITE_COMPONENTS, false),
  ]);
  const signIn = new Set([...publicFirst, ...reach(manifest, ADMIN_ENTRY, false)]);
  let totalGzipKb = 0;
  let adminGzipKb = 0;
  for (const key of signIn) {
    const kb = gzipKbOf(distDir, manifest[key]!.file);
    totalGzipKb += kb;
    if (!publicFirst.has(key)) adminGzipKb += kb;
  }
  return { totalGzipKb, adminGzipKb, files: [...signIn].map((key) => manifest[key]!.file) };
}

export function printSignInPage(page: SignInPageScripts): void {
  const mark = page.totalGzipKb <= SIGN_IN_BUDGET_KB ? '✓' : '✗';
  console.log(
    `  /admin/login before its form: ${page.totalGzipKb.toFixed(1)} KB gzip of JavaScript in ${page.files.length} files ` +
      `(the admin's own ${page.adminGzipKb.toFixed(1)} KB, the public entry and components the rest); budget ${SIGN_IN_BUDGET_KB} KB ${mark}`,
  );
}

export function adminChunks(distDir: string): AdminChunk[] {
  const manifest = readManifest(distDir);
  const publicEntry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  // Everything the public site can load (its blocks and lazy parts included), short of the admin.
  const publicChunks = reach(manifest, publicEntry, true, ADMIN_ENTRY);
  const withAdmin = new Set(
    [ADMIN_ENTRY, ...LOADED_WITH_THE_ADMIN].flatMap((entry) => [...reach(manifest, entry, false)]),
  );
  const everything = reach(manifest, ADMIN_ENTRY, true);
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

export function printAdminChunks(chunks: AdminChunk[]): void {
  console.log(heading('Admin: its own chunks (no public page can load them)'));
  const total = (kind: AdminChunk['loaded']) =>
    chunks.filter((chunk) => chunk.loaded === kind).reduce((sum, chunk) => sum + chunk.gzipKb, 0);
  console.log(
    formatTable(
      [
        { header: 'chunk', value: (row: AdminChunk) => row.file, align: 'left' },
        { header: 'loaded', value: (row: AdminChunk) => row.loaded, align: 'left' },
        { header: 'KB raw', value: (row: AdminChunk) => row.rawKb.toFixed(1) },
        { header: 'KB gzip', value: (row: AdminChunk) => row.gzipKb.toFixed(1) },
      ],
      chunks,
    ),
  );
  console.log(
    `  with the admin: ${total('with the admin').toFixed(1)} KB gzip; on their screens: ${total('on its screen').toFixed(1)} KB gzip.`,
  );
}

// `npx tsx scripts/bench/admin-chunks.ts` prints this table and the sign-in page's figure alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = path.resolve(process.argv[2] ?? 'dist');
  printAdminChunks(adminChunks(distDir));
  printSignInPage(signInPageScripts(distDir));
}
