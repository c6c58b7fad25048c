import fs from 'node:fs';
import path from 'node:path';

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
