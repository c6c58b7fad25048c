/**
 * The page editor's changes, as recipes for the edit history, with the words each is listed under.
 * Pure functions over page documents: the screens call them, tests can too.
 */
import { plainText } from '../../blocks/plain-text';
import type { EditableDocuments, EditHistory } from '../../content/history';
import type { DocumentId, PageDocument, PageId } from '../../content/documents';
import { localize, type Language } from '../../content/localize';
import type { LocalizedText, PageSearch } from '../../content/types.generated';
import { writeAtPointer } from '../../validation/json-pointer';
import type { LinkToPage } from '../model/content-checks';
import type { AdminText } from '../text';
import { paletteEntry } from './block-palette';

/** A document made of components: a page, or the page shown for an address with none. */
export type ComponentsDocument = Pick<PageDocument, 'title'> & { components: PageComponent[] };
export type EditablePage = Omit<PageDocument, 'components'> & ComponentsDocument;
export interface PageComponent {
  id: string;
  type: string;
  content: unknown;
}

const NAME_LENGTH = 40;

/**
 * A short name for a component in lists and history labels, in the screen's language: the first line
 * of the text a visitor reads in it (the search index's own reading, which leaves out addresses, ids
 * and settings), else its type's label.
 */
export function componentName(component: PageComponent, language: Language = 'en'): string {
  const text = plainText(component.content, language).split('\n')[0];
  if (!text) return paletteEntry(component.type, language)?.label ?? component.type;
  return text.length > NAME_LENGTH ? `${text.slice(0, NAME_LENGTH - 1)}…` : text;
}

export function pageName(page: Pick<PageDocument, 'title'>, language: Language = 'en'): string {
  return localize(page.title as LocalizedText, language);
}

/** An id not yet used on the page: the type, then a number. */
function newComponentId(page: ComponentsDocument, type: string): string {
  const taken = new Set(page.components.map((component) => component.id));
  for (let n = page.components.length + 1; ; n++) if (!taken.has(`${type}-${n}`)) return `${type}-${n}`;
}

export class PageEditor {
  constructor(
    private readonly history: EditHistory,
    private readonly t: AdminText,
  ) {}

  /** Names in a label are in the label's language. */
  private componentName(component: PageComponent): string {
    return componentName(component, this.t.language);
  }

  private pageName(page: Pick<PageDocument, 'title'>): string {
    return pageName(page, this.t.language);
  }

  private editDocument(id: DocumentId, label: string, recipe: (document: EditablePage) => void): void {
    // Braced: a value returned from an immer recipe would replace the documents.
    this.history.edit(
      (documents) => {
        recipe(documents[id] as EditablePage);
      },
      { label },
    );
  }

  /** Adds a component with its type's default content at the end (its order is the count plus one). */
  addComponent(id: DocumentId, page: ComponentsDocument, type: string): string {
    const entry = paletteEntry(type, this.t.language);
    const componentId = newComponentId(page, type);
    const label = this.t('history.addedComponent', { type: entry?.label ?? type, page: this.pageName(page) });
    this.editDocument(id, label, ({ components }) => {
      components.push({ id: componentId, type, content: structuredClone(entry?.defaultContent ?? {}) });
    });
    return componentId;
  }

  /** Moves a component from one position to another; the order is the position, so orders stay 1…n. */
  moveComponent(id: DocumentId, page: ComponentsDocument, from: number, to: number): void {
    const moved = page.components[from];
    const other = page.components[to];
    if (!moved || !other || from === to) return;
    const label = this.t(to < from ? 'history.movedAbove' : 'history.movedBelow', {
      name: this.componentName(moved),
      other: this.componentName(other),
    });
    this.editDocument(id, label, ({ components }) => {
      const [taken] = components.splice(from, 1);
      components.splice(to, 0, taken!);
    });
  }

  /** One edit of a component found by its id, labelled with its name and its page's. */
  private editComponent(
    id: DocumentId,
    page: ComponentsDocument,
    componentId: string,
    label: 'history.editedComponent' | 'history.deletedComponent',
    recipe: (components: PageComponent[], index: number) => void,
  ): void {
    const component = page.components.find((candidate) => candidate.id === componentId);
    if (!component) return;
    const words = { name: this.componentName(component), page: this.pageName(page) };
    this.editDocument(id, this.t(label, words), ({ components }) => {
      const index = components.findIndex((candidate) => candidate.id === componentId);
      recipe(components, index);
    });
  }

  replaceContent(id: DocumentId, page: ComponentsDocument, componentId: string, content: unknown): void {
    this.editComponent(id, page, componentId, 'history.editedComponent', (components, index) => {
      components[index]!.content = content;
    });
  }

  deleteComponent(id: DocumentId, page: ComponentsDocument, componentId: string): void {
    this.editComponent(id, page, componentId, 'history.deletedComponent', (components, index) =>
      components.splice(index, 1),
    );
  }

  /** Lists the page in the site's search, or leaves it out ({ listed: false }): one history entry. */
  setSearch(id: PageId, page: EditablePage, search: PageSearch): void {
    this.editDocument(id, this.t('history.editedSearch', { page: this.pageName(page) }), (document) => {
      document.search = search;
    });
  }

  addPage(id: PageId, page: EditablePage): void {
    this.history.edit(
      (documents) => {
        documents[id] = page;
      },
      { label: this.t('history.addedPage', { page: this.pageName(page) }) },
    );
  }

  deletePage(id: PageId, page: EditablePage): void {
    this.history.edit(
      (documents) => {
        delete documents[id];
      },
      { label: this.t('history.deletedPage', { page: this.pageName(page) }) },
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

/** Points the links to a page at its new path, each keeping what followed the old one (a #section). */
export function pointLinksAt(documents: EditableDocuments, links: readonly LinkToPage[], path: string): void {
  for (const link of links) writeAtPointer(documents[link.documentId], link.pointer, path + link.rest);
}
