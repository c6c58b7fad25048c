/**
 * The value a schema form edits, outside React: each field subscribes to its own JSON pointer, so a
 * keystroke re-renders the one field typed in (immer keeps every other part of the value as it was).
 * Problems come from the validation core; a field shows its own once it has lost focus, and all show
 * once a save has been tried.
 */
import { produce } from 'immer';
import type { ProblemReason } from '../../validation';
import { appendPointer, valueAtPointer } from '../../validation/json-pointer';

export interface FieldProblem {
  /** RFC 6901 pointer into the form's value */
  pointer: string;
  /** The validation core's English line; `reason` lets the screen word it in its own language. */
  message: string;
  reason?: ProblemReason;
}

/**
 * The problems at `at` or inside it (the validation core's, by their pointers into the document), as
 * a form that edits the value there reports them: their pointers into the form's value, after `into`.
 */
export function problemsWithin(problems: readonly FieldProblem[], at: string, into = ''): FieldProblem[] {
  return problems
    .filter((problem) => problem.pointer === at || problem.pointer.startsWith(`${at}/`))
    .map(({ pointer, message, reason }) => ({
      pointer: into + pointer.slice(at.length),
      message,
      ...(reason && { reason }),
    }));
}

const DEFAULT_ID_PREFIX = 'form-field';

export class FormStore {
  private problems: readonly FieldProblem[] = [];
  private readonly revealed = new Set<string>();
  private allRevealed = false;
  private lastInput = '';
  private readonly listeners = new Set<() => void>();

  /**
   * `idPrefix` keeps the ids of its inputs apart from those of other forms on the screen (one form
   * per list item).
   */
  constructor(
    private value: unknown,
    readonly idPrefix = DEFAULT_ID_PREFIX,
    /**
     * Where the form's value sits in its document, as a field address names it (field-address.ts):
     * the document's id and the pointer of the value ('site/general'). Asked when an input renders,
     * as a list item's place moves with the list. None for a value not yet in a document.
     */
    private readonly locate?: () => string | undefined,
  ) {}

  /** The field address of the input at a pointer of this form, when the form's value is in a document. */
  fieldAddress(pointer: string): string | undefined {
    const at = this.locate?.();
    return at === undefined ? undefined : at + pointer;
  }

  /** The id of the input at a pointer of this form. */
  fieldId(pointer: string): string {
    return fieldId(pointer, this.idPrefix);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getValue = (): unknown => this.value;

  get(pointer: string): unknown {
    return valueAtPointer(this.value, pointer);
  }

  /**
   * Sets the value at a pointer, creating the objects on the way; `undefined` removes a property.
   * `input` names the input typed in when one value has several (a text's English and Kiswahili).
   */
  set(pointer: string, next: unknown, input = pointer): void {
    this.lastInput = input;
    const keys = steps(pointer);
    if (keys.length === 0) {
      this.value = next;
    } else {
      this.value = produce({ root: this.value }, (draft: { root: unknown }) => {
        let parent = draft as unknown as Record<string, unknown>;
        const path = ['root', ...keys];
        for (const key of path.slice(0, -1)) {
          if (typeof parent[key] !== 'object' || parent[key] === null) parent[key] = {};
          parent = parent[key] as Record<string, unknown>;
        }
        const last = path.at(-1)!;
        if (next === undefined && !Array.isArray(parent)) delete parent[last];
        else parent[last] = next;
      }).root;
    }
    this.publish();
  }

  /** The input last typed in: typing on in it is one change, typing in another a new one. */
  editedInput(): string {
    return this.lastInput;
  }

  setProblems(problems: readonly FieldProblem[]): void {
    this.problems = problems;
    this.publish();
  }

  allProblems(): readonly FieldProblem[] {
    return this.problems;
  }

  /** The problem a field shows: its first, once it has lost focus or a save was tried. */
  shownProblem(pointer: string): FieldProblem | undefined {
    if (!this.allRevealed && !this.revealed.has(pointer)) return undefined;
    return this.problems.find((problem) => problem.pointer === pointer);
  }

  /** Whether every problem shows: a save was tried. */
  everyProblemShown(): boolean {
    return this.allRevealed;
  }

  reveal(pointer: string): void {
    this.revealed.add(pointer);
    this.publish();
  }

  revealAll(): void {
    this.allRevealed = true;
    this.publish();
  }

  private publish() {
    for (const listener of this.listeners) listener();
  }
}

function steps(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The pointer of a child: `/columns` and 0 make `/columns/0`. */
export const childPointer = appendPointer;

/** The list with the item at `from` moved to `to` (a list input's move up, down or drop). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** A text made fit to be part of an element's id: what is not a letter, digit, _ or - becomes _. */
export const idPart = (text: string): string => text.replace(/[^A-Za-z0-9_-]/g, '_');

/** The id of the input at a pointer, so the list of problems can move focus to it. */
export function fieldId(pointer: string, idPrefix = DEFAULT_ID_PREFIX): string {
  return idPrefix + idPart(pointer);
}
