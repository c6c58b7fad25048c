import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { validateContent } from '../lib/content-validator';
import { gzipSize, median } from './measure';

export interface BuildRun {
  /** Whether this run built the site, and how long the build took. */
  builtNow: boolean;
  buildSeconds?: number;
}

function isBuilt(distDir: string, buildDir: string): boolean {
  return (
    fs.existsSync(path.join(distDir, 'index.html')) && fs.existsSync(path.join(buildDir, 'server/main.js'))
  );
}

/** Builds the site with `npm run build` when asked to, or when dist/ or build/ is missing. */
export async function ensureBuilt(distDir: string, buildDir: string, force: boolean): Promise<BuildRun> {
  if (!force && isBuilt(distDir, buildDir)) return { builtNow: false };
  console.log(force ? 'Building the site (--build)...' : 'No build found: building the site...');
  const started = performance.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`npm run build failed (exit code ${code}); the benchmark needs a build.`);
  return { builtNow: true, buildSeconds: (performance.now() - started) / 1000 };
}

export interface ValidationTiming {
  documents: number;
  errors: number;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

/** Times validateContent, the first step of every build, as the median of several runs. */
export function timeValidation(projectRoot: string, runs = 5): ValidationTiming {
  const times: number[] = [];
  let documents = 0;
  let errors = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const result = validateContent({ projectRoot });
    times.push(performance.now() - started);
    documents = result.documents.length;
    errors = result.errors.length;
  }
  return {
    documents,
    errors,
    runs,
    medianMs: median(times),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
  };
}

export interface AssetGroup {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

export interface BuildFacts extends BuildRun {
  builtAt: string;
  prerenderedPages: number;
  /** Every JavaScript chunk of the client build, lazy ones included. */
  clientJs: AssetGroup & { largest: { file: string; gzipBytes: number } | null };
  clientCss: AssetGroup;
  media: { files: number; bytes: number };
  /** Everything in dist/ except the precompressed copies. */
  distBytes: number;
}

function listFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function assetGroup(files: string[]): AssetGroup & { sizes: { file: string; gzipBytes: number }[] } {
  const sizes = files.map((file) => {
    const body = fs.readFileSync(file);
    return { file, rawBytes: body.length, gzipBytes: gzipSize(body) };
  });
  return {
    files: files.length,
    rawBytes: sizes.reduce((sum, size) => sum + size.rawBytes, 0),
    gzipBytes: sizes.reduce((sum, size) => sum + size.gzipBytes, 0),
    sizes,
  };
}

export function readBuildFacts(distDir: string, run: BuildRun): BuildFacts {
  const all = listFiles(distDir).filter((file) => !/\.(br|gz)$/.test(file));
  const assets = all.filter((file) => path.relative(distDir, file).startsWith('assets'));
  const js = assetGroup(assets.filter((file) => file.endsWith('.js')));
  const css = assetGroup(assets.filter((file) => file.endsWith('.css')));
  const largest = js.sizes.reduce<{ file: string; gzipBytes: number } | null>(
    (best, size) => (best && best.gzipBytes >= size.gzipBytes ? best : size),
    null,
  );
  const media = all.filter((file) => path.relative(distDir, file).startsWith('media'));
  const size = (file: string) => fs.statSync(file).size;
  return {
    ...run,
    builtAt: fs.statSync(path.join(distDir, 'index.html')).mtime.toISOString(),
    prerenderedPages: all.filter((file) => /(^|\/)(index|404)\.html$/.test(file)).length,
    clientJs: {
      files: js.files,
      rawBytes: js.rawBytes,
      gzipBytes: js.gzipBytes,
      largest: largest && { file: path.relative(distDir, largest.file), gzipBytes: largest.gzipBytes },
    },
    clientCss: { files: css.files, rawBytes: css.rawBytes, gzipBytes: css.gzipBytes },
    media: { files: media.length, bytes: media.reduce((sum, file) => sum + size(file), 0) },
    distBytes: all.reduce((sum, file) => sum + size(file), 0),
  };
}
