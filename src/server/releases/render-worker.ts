/**
 * The worker thread of renderRelease(): loads the SSR bundle, links the live release into a new
 * folder and renders into it what the change touches. It runs off the server's main thread, so the
 * server keeps answering requests at full speed while a publish renders.
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { linkRelease, newReleaseFolder } from './release-folders';
import { renderSite, type SsrEntry } from './render-site';

export interface RenderJob {
  ssrEntryFile: string;
  contentDir: string;
  changedIds: string[];
  revision: number;
  /** The live release, whose unchanged files the new one links to. */
  fromDir: string;
  releasesDir: string;
}

export interface RenderJobDone {
  releaseDir: string;
  rendered: string[];
  madeFiles: string[];
  changed: string[];
}

const job = workerData as RenderJob;
const entry = (await import(pathToFileURL(job.ssrEntryFile).href)) as SsrEntry;
const releaseDir = newReleaseFolder(job.releasesDir);
linkRelease(job.fromDir, releaseDir);
const result = await renderSite({
  entry,
  contentDir: job.contentDir,
  outDir: releaseDir,
  revision: job.revision,
  previousDir: job.fromDir,
  changedIds: job.changedIds,
  precompress: 'fast',
});
const done: RenderJobDone = {
  releaseDir,
  rendered: result.rendered,
  madeFiles: result.madeFiles,
  changed: result.changed,
};
parentPort!.postMessage(done);
