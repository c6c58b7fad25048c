import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
const MIN_BYTES = 512;

/** Writes .br and .gz beside every text file, so the server sends compressed bytes without compressing per request. */
export function precompress(dir: string): { files: number } {
  let files = 0;
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (COMPRESSIBLE.test(entry.name)) {
        const raw = fs.readFileSync(full);
        if (raw.length < MIN_BYTES) continue;
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(raw, { level: 9 }));
        fs.writeFileSync(
          `${full}.br`,
          zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        files++;
      }
    }
  };
  walk(dir);
  return { files };
}
