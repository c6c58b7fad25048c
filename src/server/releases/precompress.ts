import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
const MIN_BYTES = 512;

/**
 * The build compresses as hard as it can; a publish, which must be live in seconds, compresses as
 * well as it can in a few milliseconds per page (Brotli 11 takes a quarter of a second for a page).
 */
export type CompressionEffort = 'best' | 'fast';
const EFFORTS: Record<CompressionEffort, { gzipLevel: number; brotliQuality: number }> = {
  best: { gzipLevel: 9, brotliQuality: 11 },
  fast: { gzipLevel: 6, brotliQuality: 5 },
};

/** Writes .br and .gz beside every text file, so the server sends compressed bytes without compressing per request. */
export function precompress(dir: string): { files: number } {
  let files = 0;
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (precompressFile(full)) files++;
    }
  };
  walk(dir);
  return { files };
}

/**
 * Writes the .br and .gz copies of one file (a text file large enough to gain), replacing any there;
 * returns whether it wrote them. The old copies are unlinked first: in a release they may be hard
 * links shared with the release being served.
 */
export function precompressFile(full: string, effort: CompressionEffort = 'best'): boolean {
  if (!COMPRESSIBLE.test(full)) return false;
  const raw = fs.readFileSync(full);
  if (raw.length < MIN_BYTES) {
    for (const copy of [`${full}.gz`, `${full}.br`]) fs.rmSync(copy, { force: true });
    return false;
  }
  const { gzipLevel, brotliQuality } = EFFORTS[effort];
  writeFileAnew(`${full}.gz`, zlib.gzipSync(raw, { level: gzipLevel }));
  writeFileAnew(
    `${full}.br`,
    zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
  );
  return true;
}

/**
 * Writes a file as a new one (a new inode), never through an existing link: a release's unchanged
 * files are hard links to the live release's, and writing into one would change the live site.
 */
export function writeFileAnew(file: string, data: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, data);
}
