import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The root of the project under test. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The folders validation reads; public/ only when the project has one. */
const VALIDATED_FOLDERS = ['content', 'schema', 'public'];
const SHARED_MEDIA = path.join(projectRoot, 'content/media');
/** What the build-time scripts need besides the content, to run from the copy itself. */
const SCRIPT_FILES = ['scripts', 'src', 'package.json', 'tsconfig.json', '.prettierrc.json', '.editorconfig'];

/**
 * A throw-away copy of the project's content, schemas and public files, to break on purpose.
 * `withScripts` also copies the code and links node_modules, so scripts run on the copy.
 */
export function copyProject({ withScripts = false } = {}): { root: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'college-content-'));
  for (const entry of withScripts ? [...VALIDATED_FOLDERS, ...SCRIPT_FILES] : VALIDATED_FOLDERS) {
    const source = path.join(projectRoot, entry);
    if (!fs.existsSync(source)) continue;
    fs.cpSync(source, path.join(root, entry), {
      recursive: true,
      filter: (file) => file !== SHARED_MEDIA,
    });
  }
  // Pictures are only looked up, never broken on purpose: the copy links to them instead of copying them.
  fs.symlinkSync(SHARED_MEDIA, path.join(root, 'content/media'));
  if (withScripts) fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

export function readJson<T = unknown>(root: string, file: string): T {
  return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
}

export function writeJson(root: string, file: string, data: unknown): void {
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, JSON.stringify(data, null, 2) + '\n');
}

/** Reads a JSON file of the copy, lets `change` edit it in place, and writes it back. */
export function editJson<T>(root: string, file: string, change: (data: T) => void): void {
  const data = readJson<T>(root, file);
  change(data);
  writeJson(root, file, data);
}
