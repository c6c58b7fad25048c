import { localize } from '../../content/localize';
import type { SidebarLink, Sidebars, SidebarSection, SidebarWidget } from '../../content/types.generated';
import type { ListPlace } from '../shared/list-edits';
import type { AdminText } from '../text';

export type Side = 'left' | 'right';
export const SIDES: readonly Side[] = ['left', 'right'];
export const SIDEBAR_ICONS = ['Building', 'Link', 'Lock', 'Hash', 'Newspaper', 'Image'] as const;

export const isSection = (widget: SidebarWidget): widget is SidebarSection => widget.type === 'section';

/** How the screen names a widget: a section by its title, the others by what they are. */
export function widgetName(widget: SidebarWidget, t: AdminText): string {
  if (isSection(widget)) return localize(widget.title, 'en');
  return t(`sidebars.widget.${widget.type}`);
}

/** One column's widgets as a list the admin edits (content/sidebars.json). */
export function columnPlace(side: Side, t: AdminText): ListPlace<SidebarWidget> {
  return {
    documentId: 'sidebars',
    list: (document) => (document as Sidebars)[side],
    name: (widget) => widgetName(widget, t),
    label: (change, name) => t(`sidebars.history.${change}`, { name }),
  };
}

/** One section's links as a list the admin edits. */
export function sectionLinksPlace(side: Side, sectionId: string, t: AdminText): ListPlace<SidebarLink> {
  return {
    documentId: 'sidebars',
    list: (document) => {
      const section = (document as Sidebars)[side].find((widget) => widget.id === sectionId);
      return section && isSection(section) ? section.links : [];
    },
    name: (link) => localize(link.text, 'en'),
    label: (change, name) => t(`sidebars.linkHistory.${change}`, { name }),
  };
}

/**
 * The same column, for edits to a section's own fields: the editor finds an item by its id, so the
 * column's list serves, though only sections are ever changed through it.
 */
export function sectionFieldsPlace(side: Side, t: AdminText): ListPlace<SidebarSection> {
  return columnPlace(side, t) as unknown as ListPlace<SidebarSection>;
}
