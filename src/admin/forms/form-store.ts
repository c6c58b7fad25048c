/**
 * The value a schema form edits, outside React: each field subscribes to its own JSON pointer, so a
 * keystroke re-renders the one field typed in (immer keeps every other part of the value as it was).
 * Problems come from the validation core; a field shows its own once it has lost focus, and all show
 * once a save has been tried.
 */
import { produce } from 'immer';
import type { ProblemReason } from '../../validation';
import { appendPointer, pointerSteps, valueAtPointer } from '../../validation/json-pointer';
import { Listeners } from '../../content/listeners';

export interface FieldProblem {
  /** RFC 6901, into the form's value */
  pointer: string;
  /** The validation core's English line; `reason` lets the screen word it in its own language. */
  message: string;
  reason?: ProblemReason;
}

/**
 * The validation core's problems at or inside the document's `at`, re-pointed into the form that edits
 * the value there (after `into`).
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
  private readonly listeners = new Listeners();

  constructor(
    private value: unknown,
    /** Keeps its inputs' ids apart from other forms' on the screen (one form per list item). */
    readonly idPrefix = DEFAULT_ID_PREFIX,
    /**
     * The field address (field-address.ts) of the form's value ('site/general'); none for a value not
     * yet in a document. Asked when an input renders, as a list item's place moves with the list.
     */
    private readonly locate?: () => string | undefined,
  ) {}

  fieldAddress(pointer: string): string | undefined {
    const at = this.locate?.();
    return at === undefined ? undefined : at + pointer;
  }

  fieldId(pointer: string): string {
    return fieldId(pointer, this.idPrefix);
  }

  subscribe = this.listeners.subscribe;

  /** Like subscribe, but told only when the value changes (not its problems, nor which of them show). */
  subscribeToValue = (listener: (value: unknown) => void): (() => void) => {
    let last = this.value;
    return this.subscribe(() => {
      if (this.value === last) return;
      last = this.value;
      listener(this.value);
    });
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
    const keys = pointerSteps(pointer);
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

  /** The problems `check` finds in the value (with it in its document) become the form's; true if none. */
  recheck<Value>(check: (value: Value) => readonly FieldProblem[]): boolean {
    this.setProblems(check(this.value as Value));
    return this.problems.length === 0;
  }

  /** A save's recheck: with any problem, every one shows. */
  passes<Value>(check: (value: Value) => readonly FieldProblem[]): boolean {
    if (this.recheck(check)) return true;
    this.revealAll();
    return false;
  }

  allProblems(): readonly FieldProblem[] {
    return this.problems;
  }

  /** The problem a field shows: its first, once it has lost focus or a save was tried. */
  shownProblem(pointer: string): FieldProblem | undefined {
    if (!this.allRevealed && !this.revealed.has(pointer)) return undefined;
    return this.problems.find((problem) => problem.pointer === pointer);
  }

  /** True once a save was tried. */
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
    this.listeners.tell();
  }
}

export const childPointer = appendPointer;

export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export const idPart = (text: string): string => text.replace(/[^A-Za-z0-9_-]/g, '_');

/** Lets the list of problems move focus to the input. */
export function fieldId(pointer: string, idPrefix = DEFAULT_ID_PREFIX): string {
  return idPrefix + idPart(pointer);
}
