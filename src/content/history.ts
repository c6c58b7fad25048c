import { applyPatches, enablePatches, produceWithPatches, type Patch } from 'immer';
import type { ContentStore } from './store';
import { sameJson } from './same-json';
import { Listeners } from './listeners';

enablePatches();

/** Entries kept for undo; the oldest is dropped past this. */
export const HISTORY_LIMIT = 200;
/** Changes to one field closer together than this are one entry: a word typed is one undo, not five. */
export const MERGE_WINDOW_MS = 1000;

/** The documents an edit sees, by id; deleting a key deletes the document, adding one creates it. */
export type EditableDocuments = Record<string, unknown>;

export interface EditOptions {
  /** What the change did, in the words of the history list: "Moved 'Fees' above 'Downloads'". */
  label: string;
  /** Consecutive changes with the same key (a document id and field pointer) within the window merge. */
  mergeKey?: string;
}

export interface HistoryEntry {
  label: string;
  documentIds: readonly string[];
  /** When the change was made (its last keystroke, for merged typing), in milliseconds since 1970. */
  at: number;
}

export interface HistoryState {
  /** Applied entries, oldest first; the last is the one Undo reverts. */
  past: readonly HistoryEntry[];
  /** Undone entries, the next to redo first. */
  future: readonly HistoryEntry[];
}

interface RecordedEntry extends HistoryEntry {
  patches: Patch[];
  inverse: Patch[];
  /** The documents as they were before the entry, to tell when merged keystrokes cancel out. */
  before: Map<string, unknown>;
  mergeKey?: string;
  at: number;
}

/**
 * The one history of edits to content documents. Every change goes through edit(), which runs an
 * immer recipe over the documents and records its patches; undo() and redo() apply the inverse or
 * the forward patches to the store. A change that changes nothing is not recorded; changes to one
 * field in quick succession merge into one entry. Only documents live here: what is selected or
 * open in the editor is the editor's own state and never an entry.
 */
export class EditHistory {
  private past: RecordedEntry[] = [];
  private future: RecordedEntry[] = [];
  private mergeOpen = false;
  private state: HistoryState = { past: [], future: [] };
  private readonly listeners = new Listeners();
  /**
   * Each document as it was before its first edit (as loaded, or as last published), and as it was
   * when last exported.
   */
  private readonly original = new Map<string, unknown>();
  private exported = new Map<string, unknown>();

  constructor(
    private readonly store: ContentStore,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Applies a change; returns false (and records nothing) when it changed no document. */
  edit(recipe: (documents: EditableDocuments) => void, { label, mergeKey }: EditOptions): boolean {
    const base = this.currentDocuments();
    const [next, patches, inverse] = produceWithPatches(base, recipe);
    const ids = touchedIds(patches).filter((id) => !sameJson(base[id], next[id]));
    if (ids.length === 0) return false;

    const last = this.past.at(-1);
    const at = this.now();
    const merges =
      mergeKey !== undefined &&
      this.mergeOpen &&
      last?.mergeKey === mergeKey &&
      at - last.at <= MERGE_WINDOW_MS;

    for (const id of ids) if (!this.original.has(id)) this.original.set(id, base[id]);
    this.write(next, ids);
    this.future = [];
    if (merges) {
      last.patches = [...last.patches, ...patches];
      last.inverse = [...inverse, ...last.inverse];
      last.label = label;
      last.at = at;
      for (const id of ids) if (!last.before.has(id)) last.before.set(id, base[id]);
      last.documentIds = [...last.before.keys()];
      // Typing a letter and deleting it again leaves nothing to undo.
      if ([...last.before].every(([id, before]) => sameJson(before, this.store.peek(id)))) this.past.pop();
    } else {
      this.past.push({
        label,
        documentIds: ids,
        patches,
        inverse,
        before: new Map(ids.map((id) => [id, base[id]])),
        mergeKey,
        at,
      });
      if (this.past.length > HISTORY_LIMIT) this.past.shift();
    }
    this.mergeOpen = mergeKey !== undefined;
    this.publish();
    return true;
  }

  undo(): boolean {
    const entry = this.past.pop();
    if (!entry) return false;
    this.apply(entry.inverse, entry.documentIds);
    this.future.unshift(entry);
    this.mergeOpen = false;
    this.publish();
    return true;
  }

  redo(): boolean {
    const entry = this.future.shift();
    if (!entry) return false;
    this.apply(entry.patches, entry.documentIds);
    this.past.push(entry);
    this.mergeOpen = false;
    this.publish();
    return true;
  }

  /** Ends keystroke merging, so the next change is an entry of its own (a field lost focus). */
  closeMerge(): void {
    this.mergeOpen = false;
  }

  getState = (): HistoryState => this.state;

  subscribe = this.listeners.subscribe;

  /** Puts every changed document back as the site was built (or last published), as one entry that can be undone. */
  restoreBuilt(label: string): boolean {
    const built = new Map(this.original);
    return this.edit(
      (documents) => {
        for (const [id, document] of built) {
          if (document === undefined) delete documents[id];
          else documents[id] = structuredClone(document);
        }
      },
      { label },
    );
  }

  /** Documents that differ from the content the site was built with, or last published (undefined: deleted). */
  changedIds(): string[] {
    return this.differing(this.original);
  }

  /**
   * Makes the documents as published (undefined: deleted) the baseline: changedIds() then counts from
   * them, and restoreBuilt() puts them back. A document edited again while the publish was on its way
   * still differs from what was published, so it stays changed.
   */
  markPublished(published: ReadonlyMap<string, unknown>): void {
    for (const [id, document] of published) this.original.set(id, document);
  }

  /** Documents changed since the last export (or since the start, when nothing was exported). */
  unexportedIds(): string[] {
    return [...this.original.keys()].filter((id) =>
      this.exported.has(id)
        ? !sameJson(this.exported.get(id), this.store.peek(id))
        : !sameJson(this.original.get(id), this.store.peek(id)),
    );
  }

  /** Remembers the documents as they are now as exported. */
  markExported(): void {
    this.exported = new Map([...this.original.keys()].map((id) => [id, this.store.peek(id)]));
  }

  private differing(baseline: Map<string, unknown>): string[] {
    return [...baseline].filter(([id, before]) => !sameJson(before, this.store.peek(id))).map(([id]) => id);
  }

  private currentDocuments(): EditableDocuments {
    const documents: EditableDocuments = {};
    for (const id of this.store.ids()) {
      const document = this.store.peek(id);
      if (document !== undefined) documents[id] = document;
    }
    return documents;
  }

  private apply(patches: Patch[], ids: readonly string[]): void {
    const base: EditableDocuments = {};
    for (const id of ids) {
      const document = this.store.peek(id);
      if (document !== undefined) base[id] = document;
    }
    this.write(applyPatches(base, patches), ids);
  }

  private write(documents: EditableDocuments, ids: readonly string[]): void {
    for (const id of ids) {
      if (Object.hasOwn(documents, id)) this.store.replace(id, documents[id]);
      else this.store.remove(id);
    }
  }

  private publish(): void {
    const summary = (entry: RecordedEntry): HistoryEntry => ({
      label: entry.label,
      documentIds: entry.documentIds,
      at: entry.at,
    });
    this.state = { past: this.past.map(summary), future: this.future.map(summary) };
    this.listeners.tell();
  }
}

function touchedIds(patches: readonly Patch[]): string[] {
  return [...new Set(patches.map((patch) => String(patch.path[0])))];
}
