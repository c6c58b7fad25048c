/**
 * The worker thread of renderRelease(): it loads the SSR bundle once and, for each job, links the
 * live release into a new folder and renders into it what the change touches. It runs off the
 * server's main thread, so the server keeps answering requests at full speed while a publish renders,
 * and it stays loaded between publishes, so the next one starts rendering at once.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
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

export type RenderJobAnswer = { done: RenderJobDone } | { error: string };

const entries = new Map<string, Promise<SsrEntry>>();

async function render(job: RenderJob): Promise<RenderJobDone> {
  let entry = entries.get(job.ssrEntryFile);
  if (!entry) {
    entry = import(pathToFileURL(job.ssrEntryFile).href) as Promise<SsrEntry>;
    entries.set(job.ssrEntryFile, entry);
  }
  const releaseDir = newReleaseFolder(job.releasesDir);
  try {
    linkRelease(job.fromDir, releaseDir);
    const result = await renderSite({
      entry: await entry,
      contentDir: job.contentDir,
      outDir: releaseDir,
      revision: job.revision,
      previousDir: job.fromDir,
      changedIds: job.changedIds,
      precompress: 'fast',
    });
    return { releaseDir, rendered: result.rendered, madeFiles: result.madeFiles, changed: result.changed };
  } catch (error) {
    // A release that failed half-way is never served: it goes.
    fs.rmSync(releaseDir, { recursive: true, force: true });
    throw error;
  }
}

parentPort!.on('message', (job: RenderJob) => {
  render(job).then(
    (done) => parentPort!.postMessage({ done } satisfies RenderJobAnswer),
    (error: unknown) =>
      parentPort!.postMessage({ error: String((error as Error).stack ?? error) } satisfies RenderJobAnswer),
  );
});
