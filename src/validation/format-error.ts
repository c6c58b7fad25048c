/**
 * One line for a problem: its file, JSON pointer, rule and the value found. A module of its own, so
 * the admin can show problems (the server's among them) before the validation core has loaded.
 */
import type { ContentError } from './types';

export function formatContentError(error: ContentError): string {
  const got = error.value === undefined ? '' : ` (got ${preview(error.value)})`;
  return `${error.file} ${error.pointer || '/'}: ${error.message}${got}`;
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
