/**
 * The admin's chunks and their sizes, read from the build's manifest: every chunk the admin's
 * entry (src/admin/AdminApp.tsx) reaches that no public page can load, so no public view ever
 * downloads them. Lazy parts (the Visitors charts) are listed apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatTable, heading } from './table';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const ADMIN_ENTRY = 'src/admin/AdminApp.tsx';
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

export function adminChunks(distDir: string): AdminChunk[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
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
      const bytes = fs.readFileSync(path.join(distDir, manifest[key]!.file));
      return {
        file: manifest[key]!.file,
        rawKb: bytes.length / 1024,
        gzipKb: gzipSync(bytes, { level: 9 }).length / 1024,
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
