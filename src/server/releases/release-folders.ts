/**
 * Releases: each build or publish writes a complete site into a folder of its own under the releases
 * folder, and the site's folder (DIST_DIR, `dist`) is a symbolic link to the live one, replaced by a
 * rename. A server serving while a release is written never sees a missing or half-written file.
 */
import fs from 'node:fs';
import path from 'node:path';

/** How many releases are kept besides the live one, for a server still serving an older one. */
export const RELEASES_KEPT = 3;

/** A new, empty release folder, named so that names sort by age: 20261125T150102123Z-4242. */
export function newReleaseFolder(releasesDir: string): string {
  fs.mkdirSync(releasesDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  for (let attempt = 0; ; attempt++) {
    const folder = path.join(releasesDir, `${stamp}-${process.pid}${attempt ? `-${attempt}` : ''}`);
    try {
      fs.mkdirSync(folder);
      return folder;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** The release the site's folder points at, or undefined when it is not a link to one. */
export function liveReleaseOf(distDir: string): string | undefined {
  try {
    if (!fs.lstatSync(distDir).isSymbolicLink()) return undefined;
    return fs.realpathSync(distDir);
  } catch {
    return undefined;
  }
}

/**
 * Points the site's folder at a release, atomically: a new link is made beside it and renamed over
 * it, so the folder is at every moment the old release or the new one. A site folder that is still
 * a plain folder (from before releases) is moved into the releases folder first.
 */
export function switchLiveRelease(distDir: string, releaseDir: string, releasesDir: string): void {
  const link = `${distDir}.${process.pid}.link`;
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.relative(path.dirname(distDir), releaseDir), link, 'dir');
  const existing = fs.lstatSync(distDir, { throwIfNoEntry: false });
  if (existing?.isDirectory())
    fs.renameSync(distDir, path.join(releasesDir, `0-before-releases-${Date.now()}`));
  fs.renameSync(link, distDir);
}

/** Removes all but the newest `keep` releases, never the live one nor any in `inUse`. */
export function pruneReleases(
  releasesDir: string,
  distDir: string,
  inUse: string[] = [],
  keep = RELEASES_KEPT,
): string[] {
  const live = liveReleaseOf(distDir);
  const kept = new Set([live, ...inUse].filter(Boolean).map((folder) => path.resolve(folder!)));
  const releases = fs
    .readdirSync(releasesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(releasesDir, entry.name))
    .sort()
    .reverse();
  const removed: string[] = [];
  for (const folder of releases.slice(keep)) {
    if (kept.has(path.resolve(folder))) continue;
    fs.rmSync(folder, { recursive: true, force: true });
    removed.push(folder);
  }
  return removed;
}

/**
 * Fills a new release folder with hard links to every file of another: no byte is copied, and a file
 * that is then written anew (unlinked first) leaves the other release's copy as it was.
 */
export function linkRelease(fromDir: string, toDir: string): void {
  for (const entry of fs.readdirSync(fromDir, { withFileTypes: true })) {
    const from = path.join(fromDir, entry.name);
    const to = path.join(toDir, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(to, { recursive: true });
      linkRelease(from, to);
    } else if (entry.isFile()) {
      fs.linkSync(from, to);
    }
  }
}
