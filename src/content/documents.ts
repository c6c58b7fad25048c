import type {
  AcademicCalendar,
  AdmissionsPopup,
  FaqDocument,
  FeeData,
  DownloadsList,
  FormsCollection,
  StudentHandbook,
  Footer,
  ManagedLinks,
  Navigation,
  NewsTicker,
  NotFoundDocument,
  PhotoGallery,
  PageDocument,
  Sidebars,
  SiteSettings,
  Slideshow,
} from './types.generated';

/**
 * The documents the site reads by a fixed id (their path inside content/, without .json), and their types.
 * Pages are read by their own ids (pages/about/history) through the page index.
 */
export interface SingletonDocuments {
  site: SiteSettings;
  navigation: Navigation;
  ticker: NewsTicker;
  sidebars: Sidebars;
  footer: Footer;
  links: ManagedLinks;
  popup: AdmissionsPopup;
  slides: Slideshow;
  'not-found': NotFoundDocument;
  gallery: PhotoGallery;
  faq: FaqDocument;
  fees: FeeData;
  downloads: DownloadsList;
  forms: FormsCollection;
  handbook: StudentHandbook;
  'academic-calendar': AcademicCalendar;
}

export type SingletonId = keyof SingletonDocuments;
export type PageId = `pages/${string}`;
export type DocumentId = SingletonId | PageId;

/** The documents every page's frame needs, so they are always part of a prerendered page. */
export const FRAME_DOCUMENTS = [
  'site',
  'navigation',
  'ticker',
  'sidebars',
  'footer',
  'links',
] as const satisfies SingletonId[];

export type { PageDocument };

/** One entry of the page index: enough to route to a page and name it in breadcrumbs. */
export interface PageIndexEntry {
  path: string;
  id: PageId;
  title: PageDocument['title'];
  navTitle?: PageDocument['title'];
}
