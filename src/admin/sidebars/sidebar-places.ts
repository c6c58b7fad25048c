/** The left and right sidebars (content/sidebars.json) as the admin edits them, each widget in a form over its schema. */
import { localize } from '../../content/localize';
import type { SidebarSection, SidebarWidget } from '../../content/types.generated';
import { fixedListPlace, linksOfSectionPlace } from '../forms/schemas';
import type { AdminText, AdminTextKey } from '../text';

export type Side = 'left' | 'right';
export const SIDES: readonly Side[] = ['left', 'right'];

export const isSection = (widget: SidebarWidget): widget is SidebarSection => widget.type === 'section';

/** How the screen names a widget: a section by its title, the others by what they are. */
export function widgetName(widget: SidebarWidget, t: AdminText): string {
  if (isSection(widget)) return localize(widget.title, t.language);
  return t(`sidebars.widget.${widget.type}`);
}

/**
 * The inputs of each kind of widget: its schema's definition and the properties the screen edits
 * with their labels. The APPLY NOW button and the language selector have none: their words come
 * from the site settings and the interface dictionaries.
 */
export const WIDGET_FORMS: Readonly<
  Record<SidebarWidget['type'], { definition: string; labels: Readonly<Record<string, AdminTextKey>> }>
> = {
  section: { definition: 'linksSection', labels: { title: 'sidebars.sectionTitle', icon: 'sidebars.icon' } },
  registration: { definition: 'registrationLink', labels: { label: 'sidebars.registrationLabel' } },
  visitors: { definition: 'visitorsPanel', labels: { title: 'sidebars.visitorsTitle' } },
  apply: { definition: 'applyButton', labels: {} },
  language: { definition: 'languageSelector', labels: {} },
};

/** One column's widgets, those of one kind in the form of its definition. */
export const columnPlace = (side: Side, definition: string, t: AdminText) =>
  fixedListPlace<SidebarWidget>(
    'sidebars',
    `/${side}`,
    {
      name: (widget) => widgetName(widget, t),
      label: (change, name) => t(`sidebars.history.${change}`, { name }),
    },
    `/$defs/${definition}`,
  );

export const sectionLinksPlace = (side: Side) =>
  linksOfSectionPlace('sidebars', `/${side}`, '/$defs/linksSection');
