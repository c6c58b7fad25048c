/**
 * A JSON text that does not parse, described as the core reports it: where, and what the parser said.
 * A module of its own, so the admin's import can word a file it reads before the core has loaded.
 */
import { because } from './rules/reasons';
import type { ProblemReason } from './types';

export interface JsonSyntaxProblem {
  message: string;
  reason: ProblemReason;
}

/** The problem of `text`, which JSON.parse refused with `error`. */
export function jsonSyntaxProblem(error: unknown, text: string): JsonSyntaxProblem {
  const said = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(said);
  if (!position)
    return { message: `is not valid JSON: ${said}`, reason: because('document.notJson', { detail: said }) };
  const { line, column } = lineAndColumn(text, Number(position[1]));
  const detail = said.replace(/ in JSON at position \d+.*$/, '');
  return {
    message: `is not valid JSON at line ${line}, column ${column}: ${detail}`,
    reason: because('document.notJsonAt', { line, column, detail }),
  };
}

/** The line and column of a character offset, for JSON syntax errors. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
