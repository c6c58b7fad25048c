/**
 * The page editor's changes, as recipes for the edit history, with the words each is listed under.
 * Pure functions over page documents: the screens call them, tests can too.
 */
import { plainText } from '../../blocks/plain-text';
import type { EditHistory } from '../../content/history';
import type { PageDocument, PageId } from '../../content/documents';
import { localize } from '../../content/localize';
import type { LocalizedText, PageSearch } from '../../content/types.generated';
import type { AdminText } from '../text';
import { paletteEntry } from './block-palette';

export type EditablePage = Omit<PageDocument, 'components'> & { components: PageComponent[] };
export interface PageComponent {
  id: string;
  type: string;
  content: unknown;
}

const NAME_LENGTH = 40;

/**
 * A short name for a component in lists and history labels: the first line of the text a visitor reads
 * in it (the search index's own reading, which leaves out addresses, ids and settings), else its
 * type's label.
 */
export function componentName(component: PageComponent): string {
  const text = plainText(component.content, 'en').split('\n')[0];
  if (!text) return paletteEntry(component.type)?.label ?? component.type;
  return text.length > NAME_LENGTH ? `${text.slice(0, NAME_LENGTH - 1)}…` : text;
}

export function pageName(page: Pick<PageDocument, 'title'>): string {
  return localize(page.title as LocalizedText, 'en');
}

/** An id not yet used on the page: the type, then a number. */
export function newComponentId(page: EditablePage, type: string): string {
  const taken = new Set(page.components.map((component) => component.id));
  for (let n = page.components.length + 1; ; n++) if (!taken.has(`${type}-${n}`)) return `${type}-${n}`;
}

export class PageEditor {
  constructor(
    private readonly history: EditHistory,
    private readonly t: AdminText,
  ) {}

  private page(documents: Record<string, unknown>, id: PageId): EditablePage {
    return documents[id] as EditablePage;
  }

  /** Adds a component with its type's default content at the end (its order is the count plus one). */
  addComponent(id: PageId, page: EditablePage, type: string): string {
    const entry = paletteEntry(type);
    const componentId = newComponentId(page, type);
    this.history.edit(
      (documents) => {
        this.page(documents, id).components.push({
          id: componentId,
          type,
          content: structuredClone(entry?.defaultContent ?? {}),
        });
      },
      { label: this.t('history.addedComponent', { type: entry?.label ?? type, page: pageName(page) }) },
    );
    return componentId;
  }

  /** Moves a component from one position to another; the order is the position, so orders stay 1…n. */
  moveComponent(id: PageId, page: EditablePage, from: number, to: number): void {
    const moved = page.components[from];
    const other = page.components[to];
    if (!moved || !other || from === to) return;
    const label = this.t(to < from ? 'history.movedAbove' : 'history.movedBelow', {
      name: componentName(moved),
      other: componentName(other),
    });
    this.history.edit(
      (documents) => {
        const components = this.page(documents, id).components;
        const [taken] = components.splice(from, 1);
        components.splice(to, 0, taken!);
      },
      { label },
    );
  }

  replaceContent(id: PageId, page: EditablePage, componentId: string, content: unknown): void {
    const component = page.components.find((candidate) => candidate.id === componentId);
    if (!component) return;
    this.history.edit(
      (documents) => {
        const target = this.page(documents, id).components.find((candidate) => candidate.id === componentId);
        if (target) target.content = content;
      },
      { label: this.t('history.editedComponent', { name: componentName(component), page: pageName(page) }) },
    );
  }

  deleteComponent(id: PageId, page: EditablePage, componentId: string): void {
    const component = page.components.find((candidate) => candidate.id === componentId);
    if (!component) return;
    this.history.edit(
      (documents) => {
        const components = this.page(documents, id).components;
        components.splice(
          components.findIndex((candidate) => candidate.id === componentId),
          1,
        );
      },
      { label: this.t('history.deletedComponent', { name: componentName(component), page: pageName(page) }) },
    );
  }

  /** Lists the page in the site's search, or leaves it out ({ listed: false }): one history entry. */
  setSearch(id: PageId, page: EditablePage, search: PageSearch): void {
    this.history.edit(
      (documents) => {
        this.page(documents, id).search = search;
      },
      { label: this.t('history.editedSearch', { page: pageName(page) }) },
    );
  }

  addPage(id: PageId, page: EditablePage): void {
    this.history.edit(
      (documents) => {
        documents[id] = page;
      },
      { label: this.t('history.addedPage', { page: pageName(page) }) },
    );
  }

  deletePage(id: PageId, page: EditablePage): void {
    this.history.edit(
      (documents) => {
        delete documents[id];
      },
      { label: this.t('history.deletedPage', { page: pageName(page) }) },
    );
  }
}

/** A path and document id for a new page that no page uses yet: /new-page, /new-page-2, ... */
export function newPageLocation(taken: { path: string; id: string }[]): { path: string; id: PageId } {
  for (let n = 1; ; n++) {
    const path = n === 1 ? '/new-page' : `/new-page-${n}`;
    const id = `pages${path}` as PageId;
    if (!taken.some((entry) => entry.path === path || entry.id === id)) return { path, id };
  }
}
