import fs from 'node:fs';
import path from 'node:path';
import type { SiteFiles } from '../../src/validation';

/** A content document as read from disk, before validation. */
export interface ContentFile {
  /** Path relative to the project root, with forward slashes: content/pages/about.json. */
  file: string;
  /** Document id used by the app: the path inside content/ without .json, such as pages/about. */
  id: string;
  absolutePath: string;
  text: string;
}

/** Every JSON document under the content folder, except media. */
export function listContentFiles(contentDir: string, projectRoot: string): ContentFile[] {
  const files: ContentFile[] = [];
  const walk = (folder: string) => {
    for (const entry of fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (path.relative(contentDir, full) !== 'media') walk(full);
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

/** The media under <content>/media and the files of the public folder, by site address. */
export function readSiteFiles(contentDir: string, publicDir: string | undefined): SiteFiles {
  const mediaDir = path.join(contentDir, 'media');
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
