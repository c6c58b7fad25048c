/**
 * Making a publish live: renderRelease() renders what a change touches into a new release in a
 * worker thread, then switches the site to it at once (the dist link, for the next start, and the
 * running server). Releases are rendered one at a time, in the order asked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { LiveRelease } from './live-release';
import { pruneReleases, switchLiveRelease } from './release-folders';
import type { RenderJob, RenderJobAnswer, RenderJobDone } from './render-worker';

export interface ReleaseSetup {
  /** The running server's release, switched when a render is done. */
  release: LiveRelease;
  /** The link to the live release (DIST_DIR), pointed at each new one so a restart serves it too. */
  distDir: string;
  /** Where release folders are made (build/releases). */
  releasesDir: string;
  /** The SSR bundle the build made (build/ssr/entry-server.js). */
  ssrEntryFile: string;
}

export interface RenderReleaseRequest {
  /** The content folder holding the revision to make live (CONTENT_DIR). */
  contentDir: string;
  /** The documents the revision changed, by id (pages/fees, navigation); a page deleted is listed too. */
  changedIds: string[];
  /** The revision number, written into the content manifest. */
  revision: number;
}

export interface RenderReleaseResult {
  /** The release folder now live. */
  releaseDir: string;
  /** The addresses rendered again (/fees, /sw/fees; /404 and /sw/404 for the not-found pages). */
  rendered: string[];
  /** The ids of the PDFs made again. */
  madeFiles: string[];
  /** The documents that differ from the previous release's, derived ones (page-index, generated-files) included. */
  changed: string[];
  /** Milliseconds from the call until the new release was served. */
  ms: number;
}

/**
 * A worker thread running a module that renders with the SSR bundle: a built .js file as it is, a
 * .ts source file (the unit tests) through tsx's loader registered in the worker's own thread.
 */
export function startRenderingWorker(file: string): Worker {
  // React, MUI and emotion render in production mode, as in the build: the same bytes, no dev labels.
  const options = { env: { ...process.env, NODE_ENV: 'production' } };
  if (path.extname(file) !== '.ts') return new Worker(file, options);
  const module = JSON.stringify(pathToFileURL(file).href);
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${module}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/** The worker's module beside this one: render-worker.js in the built server, render-worker.ts from source. */
function startWorker(): Worker {
  const here = fileURLToPath(import.meta.url);
  return startRenderingWorker(path.join(path.dirname(here), `render-worker${path.extname(here)}`));
}

/**
 * One worker, started at the first job and kept (it does not hold the process open): it has the SSR
 * bundle loaded for the next publish. Jobs are sent one at a time; a worker that dies fails its job
 * and is started afresh for the next.
 */
function workerPool(): (job: RenderJob) => Promise<RenderJobDone> {
  let worker: Worker | undefined;
  return (job) =>
    new Promise((resolve, reject) => {
      if (!worker) {
        const started = startWorker();
        started.unref();
        started.once('exit', () => {
          if (worker === started) worker = undefined;
        });
        worker = started;
      }
      const current = worker;
      const settle = () => {
        current.off('message', onMessage);
        current.off('error', onError);
        current.off('exit', onExit);
      };
      const onMessage = (answer: RenderJobAnswer) => {
        settle();
        if ('done' in answer) resolve(answer.done);
        else reject(new Error(answer.error));
      };
      const onError = (error: Error) => {
        settle();
        reject(error);
      };
      const onExit = (code: number) => {
        settle();
        reject(new Error(`The release renderer stopped (exit code ${code}) before it finished.`));
      };
      current.on('message', onMessage);
      current.once('error', onError);
      current.once('exit', onExit);
      current.postMessage(job);
    });
}

/**
 * renderRelease({ contentDir, changedIds, revision }) for this server: re-renders, in a worker, the
 * pages in both languages whose render read a changed document (every page when the menu, the frame
 * or the page index changed), the PDFs made from a changed document, the search indexes, the sitemap
 * and the content files and manifest, into a new release of hard links; then serves it. A failed
 * render leaves the live release as it was and rejects.
 */
export function releaseRenderer(
  setup: ReleaseSetup,
): (request: RenderReleaseRequest) => Promise<RenderReleaseResult> {
  let queue: Promise<unknown> = Promise.resolve();
  const runWorker = workerPool();
  const renderRelease = async (request: RenderReleaseRequest): Promise<RenderReleaseResult> => {
    const started = performance.now();
    const done = await runWorker({
      ssrEntryFile: setup.ssrEntryFile,
      contentDir: path.resolve(request.contentDir),
      changedIds: request.changedIds,
      revision: request.revision,
      fromDir: setup.release.dir,
      releasesDir: setup.releasesDir,
    }).catch((error: unknown) => {
      throw new Error(`Rendering revision ${request.revision} failed: ${(error as Error).message}`, {
        cause: error,
      });
    });
    try {
      setup.release.switchRelease(done.releaseDir);
    } catch (error) {
      // Nothing was switched: the live release stays.
      fs.rmSync(done.releaseDir, { recursive: true, force: true });
      throw error;
    }
    switchLiveRelease(setup.distDir, done.releaseDir, setup.releasesDir);
    pruneReleases(setup.releasesDir, setup.distDir, [done.releaseDir]);
    return { ...done, ms: Math.round(performance.now() - started) };
  };
  return (request) => {
    const next = queue.then(() => renderRelease(request));
    queue = next.catch(() => undefined);
    return next;
  };
}

/**
 * The release setup of a server run from the build: its bundle in <build>/server, the SSR bundle in
 * <build>/ssr and the releases in <build>/releases, as `npm run build` makes them.
 */
export function builtReleaseSetup(
  release: LiveRelease,
  distDir: string,
  serverBundleDir: string,
): ReleaseSetup {
  const buildDir = path.dirname(serverBundleDir);
  return {
    release,
    distDir,
    releasesDir: path.join(buildDir, 'releases'),
    ssrEntryFile: path.join(buildDir, 'ssr', 'entry-server.js'),
  };
}
