/**
 * The page rules the editor checks as the user types (a valid, unused path; a title; a description),
 * with keys for its own messages. Whole documents are checked by the validation core (content-checks).
 */
import type { PageIndexEntry } from '../../content/documents';

export const PAGE_PATH_PATTERN = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

export type ProblemKind = 'required' | 'pathInvalid' | 'pathTaken';

/** Problems with a page's own fields, as keys for the admin's messages. */
export function pageFieldProblems(
  id: string,
  page: { path?: unknown; title?: unknown; description?: unknown },
  index: readonly PageIndexEntry[],
): { pointer: string; kind: ProblemKind }[] {
  const problems: { pointer: string; kind: ProblemKind }[] = [];
  const path = page.path;
  if (typeof path !== 'string' || path === '') problems.push({ pointer: '/path', kind: 'required' });
  else if (!PAGE_PATH_PATTERN.test(path)) problems.push({ pointer: '/path', kind: 'pathInvalid' });
  else if (index.some((entry) => entry.path === path && entry.id !== id))
    problems.push({ pointer: '/path', kind: 'pathTaken' });
  if (!hasText(page.title)) problems.push({ pointer: '/title', kind: 'required' });
  if (!hasText(page.description)) problems.push({ pointer: '/description', kind: 'required' });
  return problems;
}

function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return typeof value === 'object' && value !== null && 'en' in value && hasText(value.en);
}
