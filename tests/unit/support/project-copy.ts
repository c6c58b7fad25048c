import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The root of the project under test. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The folders validation reads; public/ only when the project has one. */
const VALIDATED_FOLDERS = ['content', 'schema', 'public'];

/** A throw-away copy of the project's content, schemas and public files, to break on purpose. */
export function copyProject(): { root: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'college-content-'));
  for (const folder of VALIDATED_FOLDERS) {
    const source = path.join(projectRoot, folder);
    if (fs.existsSync(source)) fs.cpSync(source, path.join(root, folder), { recursive: true });
  }
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
