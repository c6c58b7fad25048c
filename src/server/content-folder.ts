import fs from 'node:fs';
import path from 'node:path';
import { contentFileName, MEDIA_FOLDER } from '../content/places';
import type { SiteFiles } from '../validation';

/** A content document as read from disk, before validation. */
export interface ContentFile {
  /** Path relative to the project root, with forward slashes: content/pages/about.json. */
  file: string;
  /** Document id used by the app: the path inside content/ without .json, such as pages/about. */
  id: string;
  absolutePath: string;
  text: string;
}

/**
 * Every JSON document under the content folder, except media and dot folders (a publish stages its
 * files in .publishing): the one walk of content/ that the build, validation and the server share.
 */
export function listContentFiles(contentDir: string, projectRoot: string): ContentFile[] {
  const files: ContentFile[] = [];
  const walk = (folder: string) => {
    for (const entry of fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (path.relative(contentDir, full) !== MEDIA_FOLDER && !entry.name.startsWith('.')) walk(full);
      } else if (entry.name.endsWith('.json')) {
        const inContent = path.relative(contentDir, full).split(path.sep).join('/');
        files.push({
          file: path.relative(projectRoot, full).split(path.sep).join('/'),
          id: inContent.replace(/\.json$/, ''),
          absolutePath: full,
          text: fs.readFileSync(full, 'utf8'),
        });
      }
    }
  };
  walk(contentDir);
  return files;
}

/** Every document of a content folder, parsed, by id: pages/about, site. */
export function readContentFolder(contentDir: string): Record<string, unknown> {
  const documents: Record<string, unknown> = {};
  for (const { id, absolutePath, text } of listContentFiles(contentDir, path.dirname(contentDir))) {
    try {
      documents[id] = JSON.parse(text) as unknown;
    } catch (error) {
      throw new Error(`${absolutePath} is not JSON: ${(error as Error).message}`, { cause: error });
    }
  }
  return documents;
}

/** The media under <content>/media and the files of the public folder, by site address. */
export function readSiteFiles(contentDir: string, publicDir: string | undefined): SiteFiles {
  const mediaDir = path.join(contentDir, MEDIA_FOLDER);
  const media = listFiles(mediaDir);
  return {
    media: new Set(media.map((file) => `/media/${slashed(path.relative(mediaDir, file))}`)),
    public: new Set(
      publicDir ? listFiles(publicDir).map((file) => `/${slashed(path.relative(publicDir, file))}`) : [],
    ),
    svgPictures: media
      .filter((file) => file.toLowerCase().endsWith('.svg'))
      .map((file) => ({
        file: `content/media/${slashed(path.relative(mediaDir, file))}`,
        text: fs.readFileSync(file, 'utf8'),
      })),
  };
}

function listFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    const stats = fs.statSync(full, { throwIfNoEntry: false });
    if (stats?.isDirectory()) return listFiles(full);
    return stats?.isFile() ? [full] : [];
  });
}

const slashed = (relative: string) => relative.split(path.sep).join('/');

/** One document of a content folder by id, parsed; null when the folder has none. */
export function readContentDocument(contentDir: string, id: string): unknown {
  const file = path.join(contentDir, contentFileName(id).replace(/^content\//, ''));
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : null;
}
