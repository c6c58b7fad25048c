import fs from 'node:fs';
import path from 'node:path';
import { fillTemplate, localize, type Language } from '../../../src/content/localize';
import type {
  Footer,
  ManagedLink,
  ManagedLinkCategory,
  ManagedLinks,
  LocalizedText,
  Navigation,
  NewsTicker,
  NotFoundDocument,
  PageDocument,
  SidebarRegistrationLink,
  Sidebars,
  SidebarSection,
  SiteSettings,
  Slideshow,
} from '../../../src/content/types.generated';

/** Content documents read as the site reads them, so tests follow content edits instead of copying values. */
function read<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.resolve('content', file), 'utf8')) as T;
}

export const en = (text: LocalizedText | undefined): string => localize(text, 'en');
export { fillTemplate };

export const site = read<SiteSettings>('site.json');
export const navigation = read<Navigation>('navigation.json');
export const ticker = read<NewsTicker>('ticker.json');
export const slides = read<Slideshow>('slides.json');
export const sidebars = read<Sidebars>('sidebars.json');
export const footer = read<Footer>('footer.json');
export const managedLinks = read<ManagedLinks>('links.json');

/** The active links of a category of content/links.json, as the site shows them. */
export const activeLinks = (category: ManagedLinkCategory): ManagedLink[] =>
  managedLinks.links.filter((link) => link.category === category && link.active);
export const notFound = read<NotFoundDocument>('not-found.json');

export function page(route: string): PageDocument {
  const file = route === '/' ? 'index.json' : `${route.slice(1)}.json`;
  return read<PageDocument>(path.join('pages', file));
}

/** The name a page goes by in menus and breadcrumbs. */
export const shortTitle = (document: PageDocument): string => en(document.navTitle ?? document.title);

/** The browser-tab title the site gives a page: the site's meta title at home, else "page | short name". */
export function expectedTitle(document: PageDocument): string {
  return document.path === '/' ? en(site.seo.metaTitle) : `${en(document.title)} | ${site.general.shortName}`;
}

export const activeTickerItems = ticker.items.filter((item) => item.active !== false);
export const menuSections = navigation.items.filter((item) => item.children?.length);

/** The English text of a not-found block, found by its id in content/not-found.json. */
export function notFoundText(blockId: string, language: Language = 'en'): string {
  const block = notFound.components.find((component) => component.id === blockId);
  if (!block || !('text' in block.content))
    throw new Error(`content/not-found.json has no text block "${blockId}"`);
  return localize(block.content.text as LocalizedText, language);
}

/** The titled link lists of a sidebar, as content/sidebars.json orders them. */
export function sidebarSections(side: 'left' | 'right'): SidebarSection[] {
  return sidebars[side].filter((widget): widget is SidebarSection => widget.type === 'section');
}

export function registrationWidget(): SidebarRegistrationLink {
  const widget = sidebars.right.find((candidate) => candidate.type === 'registration');
  if (!widget) throw new Error('content/sidebars.json has no registration link on the right');
  return widget as SidebarRegistrationLink;
}
