/**
 * The limits every content document is held to, in one place (the README lists them). Each is far
 * above what the site's content needs (deepest nesting 8, longest text under 1,000 characters, largest
 * page 23 components, largest document under 40 KB), and low enough that no document can make the
 * build, a page or the validator itself run out of time, memory or stack.
 */
import { because } from './rules/reasons';
import type { ProblemReason } from './types';

export const CONTENT_LIMITS = {
  /** Bytes of one document's file. */
  documentBytes: 512 * 1024,
  /** Levels of objects and arrays inside one another. */
  depth: 32,
  /** Components on one page. */
  pageComponents: 200,
  /** Characters of one text. */
  textLength: 10_000,
} as const;

export interface LimitProblem {
  pointer: string;
  message: string;
  reason: ProblemReason;
}

/**
 * The first place a parsed document breaks a limit of depth or text length, found without recursion
 * so a document nested thousands of levels deep gives an error line instead of a stack overflow.
 */
export function limitProblems(data: unknown): LimitProblem[] {
  const problems: LimitProblem[] = [];
  const stack: { node: unknown; pointer: string; depth: number }[] = [{ node: data, pointer: '', depth: 0 }];
  while (stack.length > 0) {
    const { node, pointer, depth } = stack.pop()!;
    if (typeof node === 'string') {
      if (node.length > CONTENT_LIMITS.textLength) {
        const length = node.length.toLocaleString('en');
        const most = CONTENT_LIMITS.textLength.toLocaleString('en');
        problems.push({
          pointer,
          message: `is ${length} characters long; a text may have at most ${most}`,
          reason: because('limit.textLength', { length, most }),
        });
      }
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= CONTENT_LIMITS.depth) {
      problems.push({
        pointer,
        message: `is nested more than ${CONTENT_LIMITS.depth} levels deep, the most a document may have`,
        reason: because('limit.depth', { most: CONTENT_LIMITS.depth }),
      });
      // Nothing deeper is read: one line says it, and the walk stays short.
      return problems;
    }
    const entries = Array.isArray(node)
      ? node.map((value, index) => [String(index), value] as const)
      : Object.entries(node);
    for (const [key, value] of entries)
      stack.push({
        node: value,
        pointer: `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        depth: depth + 1,
      });
  }
  const components = (data as { components?: unknown } | null)?.components;
  if (Array.isArray(components) && components.length > CONTENT_LIMITS.pageComponents)
    problems.push({
      pointer: '/components',
      message: `has ${components.length} components; a page may have at most ${CONTENT_LIMITS.pageComponents}`,
      reason: because('limit.pageComponents', {
        count: components.length,
        most: CONTENT_LIMITS.pageComponents,
      }),
    });
  return problems;
}
