/**
 * The Links screen's changes to content/links.json, as recipes for the edit history. Pure
 * functions over the document: the screen calls them, tests can too.
 */
import type { EditHistory } from '../../content/history';
import { localize } from '../../content/localize';
import type { ManagedLink, ManagedLinkCategory, ManagedLinks } from '../../content/types.generated';
import type { AdminText } from '../text';

export const LINK_CATEGORIES = [
  'header',
  'footer',
  'sidebar',
  'quicklinks',
] as const satisfies ManagedLinkCategory[];

export interface NewLink {
  title: string;
  titleSw: string;
  url: string;
  category: ManagedLinkCategory;
}

export const linkName = (link: ManagedLink): string => localize(link.title, 'en');

/** An id from the title, made unique among the catalogue's ids. */
export function newLinkId(links: readonly ManagedLink[], title: string): string {
  const base = `link-${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'new'
  }`;
  const taken = new Set(links.map((link) => link.id));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export class LinkEditor {
  constructor(
    private readonly history: EditHistory,
    private readonly t: AdminText,
    private readonly current: () => ManagedLinks,
  ) {}

  private change(label: string, recipe: (document: ManagedLinks) => void): boolean {
    return this.history.edit((documents) => recipe(documents.links as ManagedLinks), { label });
  }

  /** Adds an active link at the end of the catalogue; the new link's id. */
  add({ title, titleSw, url, category }: NewLink): string {
    let id = '';
    this.change(this.t('links.history.added', { title: title.trim() }), (document) => {
      id = newLinkId(document.links, title);
      const sw = titleSw.trim();
      document.links.push({
        id,
        title: sw ? { en: title.trim(), sw } : title.trim(),
        url: url.trim(),
        category,
        active: true,
      });
    });
    return id;
  }

  setActive(id: string, active: boolean): void {
    this.change(
      this.t(active ? 'links.history.shown' : 'links.history.hidden', { title: this.nameOf(id) }),
      (document) => {
        const link = document.links.find((candidate) => candidate.id === id);
        if (link) link.active = active;
      },
    );
  }

  remove(id: string): void {
    this.change(this.t('links.history.deleted', { title: this.nameOf(id) }), (document) => {
      document.links = document.links.filter((link) => link.id !== id);
    });
  }

  private nameOf(id: string): string {
    const link = this.current().links.find((candidate) => candidate.id === id);
    return link ? linkName(link) : id;
  }
}
