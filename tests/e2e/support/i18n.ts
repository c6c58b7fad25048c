import fs from 'node:fs';
import path from 'node:path';
import { fillTemplate } from '../../../src/content/localize';

const english = JSON.parse(fs.readFileSync(path.resolve('src/i18n/en.json'), 'utf8')) as Record<
  string,
  string
>;

/** An interface string as English visitors read it. */
export function ui(key: string, values: Record<string, string> = {}): string {
  const message = english[key];
  if (message === undefined) throw new Error(`No interface string "${key}" in src/i18n/en.json`);
  return fillTemplate(message, values);
}
