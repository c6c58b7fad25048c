import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { validateContent } from '../lib/content-validator';
import { gzipSize, median } from './measure';

export interface BuildRun {
  /** Whether this run built the site, and how long `npm run build` (validation included) took. */
  builtNow: boolean;
  npmBuildSeconds?: number;
}

function isBuilt(distDir: string, buildDir: string): boolean {
  return (
    fs.existsSync(path.join(distDir, 'index.html')) && fs.existsSync(path.join(buildDir, 'server/main.js'))
  );
}

/** Runs `npm run build` when asked to, or when dist/ or build/ is missing (unless told never to). */
export async function ensureBuilt(
  distDir: string,
  buildDir: string,
  mode: 'always' | 'never' | 'if-missing',
): Promise<BuildRun> {
  const built = isBuilt(distDir, buildDir);
  if (mode === 'never') {
    if (!built) throw new Error('There is no build in dist/ and build/, and --no-build forbids making one.');
    return { builtNow: false };
  }
  if (mode === 'if-missing' && built) return { builtNow: false };
  process.stderr.write(
    mode === 'always' ? 'Building the site (--build)...\n' : 'No build found: building the site...\n',
  );
  const started = performance.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    // The build's own output goes to stderr so that stdout holds only the tables.
    const child = spawn('npm', ['run', 'build'], { stdio: ['ignore', process.stderr, 'inherit'] });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`npm run build failed (exit code ${code}); the benchmark needs a build.`);
  return { builtNow: true, npmBuildSeconds: (performance.now() - started) / 1000 };
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
  /** The time scripts/build.ts took (bundling, prerendering, compressing), as the build recorded it. */
  buildSeconds: number | null;
  prerenderedPages: number;
  /** Every JavaScript chunk of the client build, lazy ones included. */
  clientJs: AssetGroup & { largest: { file: string; gzipBytes: number } | null };
  clientCss: AssetGroup;
  media: { files: number; bytes: number };
  /** Everything in dist/ except the precompressed copies. */
  distBytes: number;
  /** Everything in dist/, the .br and .gz copies included: what a deployment copies. */
  distBytesTotal: number;
  distFiles: number;
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

/** What scripts/build.ts recorded about itself; null for a build made before it kept such a record. */
function readBuildInfo(buildDir: string): { builtAt: string; seconds: number } | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(buildDir, 'build-info.json'), 'utf8')) as {
      builtAt: string;
      seconds: number;
    };
  } catch {
    return null;
  }
}

export function readBuildFacts(distDir: string, buildDir: string, run: BuildRun): BuildFacts {
  const everything = listFiles(distDir);
  const all = everything.filter((file) => !/\.(br|gz)$/.test(file));
  const assets = all.filter((file) => path.relative(distDir, file).startsWith('assets'));
  const js = assetGroup(assets.filter((file) => file.endsWith('.js')));
  const css = assetGroup(assets.filter((file) => file.endsWith('.css')));
  const largest = js.sizes.reduce<{ file: string; gzipBytes: number } | null>(
    (best, size) => (best && best.gzipBytes >= size.gzipBytes ? best : size),
    null,
  );
  const media = all.filter((file) => path.relative(distDir, file).startsWith('media'));
  const size = (file: string) => fs.statSync(file).size;
  const info = readBuildInfo(buildDir);
  return {
    ...run,
    builtAt: info?.builtAt ?? fs.statSync(path.join(distDir, 'index.html')).mtime.toISOString(),
    buildSeconds: info?.seconds ?? null,
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
    distBytesTotal: everything.reduce((sum, file) => sum + size(file), 0),
    distFiles: everything.length,
  };
}
