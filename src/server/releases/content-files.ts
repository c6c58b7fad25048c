/**
 * Content as data on disk: the documents of a content folder by id, and the content-hashed JSON files
 * and manifest a release serves them from. The build and a publish write the same files, so the
 * browser loads a document the same way whoever made the release.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_MANIFEST_ADDRESS, type ContentManifest } from '../../content/publishing.ts';
import { writeFileAnew } from './precompress.ts';

/** The first 16 hex digits of the SHA-256 of a file's text: enough to tell any two versions apart. */
export function contentHash(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** Where a document's content-hashed file is served: /content/pages/about.3f2a9c1b0d4e5f67.json */
export function contentFileAddress(id: string, hash: string): string {
  return `/content/${id}.${hash}.json`;
}

/** A content-hashed file's address, which never changes its bytes and may be kept by browsers for good. */
export const HASHED_CONTENT_FILE = /^\/content\/.+\.[0-9a-f]{16}\.json$/;

/** The manifest of these documents, and the text of each file it names, by address. */
export function contentFilesOf(
  documents: Readonly<Record<string, unknown>>,
  revision: number,
): { manifest: ContentManifest; files: Map<string, string> } {
  const manifest: ContentManifest = { revision, documents: {} };
  const files = new Map<string, string>();
  for (const id of Object.keys(documents).sort()) {
    const text = JSON.stringify(documents[id]);
    const address = contentFileAddress(id, contentHash(text));
    manifest.documents[id] = address;
    files.set(address, text);
  }
  return { manifest, files };
}

/**
 * Writes each document to its content-hashed file under outDir and the manifest that names them.
 * A file already there (the same bytes, by its name) is kept, so a release made from the previous
 * one rewrites only what changed. Returns the manifest and the files written.
 */
export function writeContentFiles(
  outDir: string,
  documents: Readonly<Record<string, unknown>>,
  revision: number,
): { manifest: ContentManifest; written: string[] } {
  const { manifest, files } = contentFilesOf(documents, revision);
  const written: string[] = [];
  for (const [address, text] of files) {
    const file = path.join(outDir, address);
    if (fs.existsSync(file)) continue;
    writeFileAnew(file, text);
    written.push(file);
  }
  const manifestFile = path.join(outDir, CONTENT_MANIFEST_ADDRESS);
  writeFileAnew(manifestFile, JSON.stringify(manifest));
  return { manifest, written: [...written, manifestFile] };
}

function readManifest(releaseDir: string): ContentManifest | null {
  const manifestFile = path.join(releaseDir, CONTENT_MANIFEST_ADDRESS);
  if (!fs.existsSync(manifestFile)) return null;
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ContentManifest;
}

/** The revision the release in releaseDir was rendered from; undefined when it has no manifest. */
export function readReleaseRevision(releaseDir: string): number | undefined {
  return readManifest(releaseDir)?.revision;
}

/** A document of the release in releaseDir, read through its manifest; null when it has none. */
export function readReleaseDocument(releaseDir: string, id: string): unknown {
  const manifest = readManifest(releaseDir);
  if (!manifest) return null;
  const address = manifest.documents[id];
  if (!address || !HASHED_CONTENT_FILE.test(address)) return null;
  return JSON.parse(fs.readFileSync(path.join(releaseDir, address), 'utf8')) as unknown;
}
