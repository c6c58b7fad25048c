/**
 * What is wrong with a document the editor is about to apply: the page rules the editor must know
 * as the user types (a valid, unused path; a title; well-formed components).
 */
import type { PageIndexEntry } from '../../content/documents';

export interface DocumentProblem {
  /** RFC 6901 pointer into the document */
  pointer: string;
  message: string;
}

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

const PAGE_PROBLEM_MESSAGES: Record<ProblemKind, string> = {
  required: 'is required',
  pathInvalid: 'must be a site path such as /about/history (lowercase letters, digits and hyphens)',
  pathTaken: 'duplicate page path, already used by another page',
};

/**
 * Problems with a whole document before it is applied: a page's fields and the shape of its
 * components (known type, unique id, content present).
 */
export function documentProblems(
  id: string,
  document: unknown,
  index: readonly PageIndexEntry[],
  knownBlockTypes: readonly string[] = BLOCK_TYPES,
): DocumentProblem[] {
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    return [{ pointer: '', message: 'must be a JSON object' }];
  if (!id.startsWith('pages/')) return [];
  const page = document as { path?: unknown; title?: unknown; description?: unknown; components?: unknown };
  const problems: DocumentProblem[] = pageFieldProblems(id, page, index).map(({ pointer, kind }) => ({
    pointer,
    message: PAGE_PROBLEM_MESSAGES[kind],
  }));
  if (!Array.isArray(page.components))
    return [...problems, { pointer: '/components', message: 'must be a list' }];
  const ids = new Set<string>();
  page.components.forEach((component: { id?: unknown; type?: unknown; content?: unknown }, position) => {
    const at = `/components/${position}`;
    if (typeof component?.id !== 'string' || component.id === '')
      problems.push({ pointer: `${at}/id`, message: 'is required' });
    else if (ids.has(component.id)) problems.push({ pointer: `${at}/id`, message: 'duplicate component id' });
    else ids.add(component.id);
    if (typeof component?.type !== 'string' || !knownBlockTypes.includes(component.type))
      problems.push({ pointer: `${at}/type`, message: 'must be a known component type' });
    if (typeof component?.content !== 'object' || component.content === null)
      problems.push({ pointer: `${at}/content`, message: 'must be an object' });
  });
  return problems;
}

const BLOCK_TYPES = Object.keys(import.meta.glob('/schema/blocks/*.schema.json')).map(
  (file) => /\/([^/]+)\.schema\.json$/.exec(file)![1]!,
);
