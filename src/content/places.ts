/**
 * The one place that knows where documents live: a document's id is its path inside content/ without
 * .json (site, pages/about/history); a page's id starts with pages/; each fixed document has its
 * schema. The build, the server, validation and the admin all ask here.
 */
import type { PageId, SingletonId } from './documents';

/** Page documents live under content/pages/; their ids start with this. */
export const PAGES_FOLDER = 'pages/';

/** The folder of content/ that holds pictures and files, not documents. */
export const MEDIA_FOLDER = 'media';

export const PAGE_SCHEMA_FILE = 'page.schema.json';

/** The schema file (under schema/) of each fixed document: adding a document type adds it here. */
export const SINGLETON_SCHEMA_FILES: Readonly<Record<SingletonId, string>> = {
  site: 'site.schema.json',
  navigation: 'navigation.schema.json',
  ticker: 'ticker.schema.json',
  sidebars: 'sidebars.schema.json',
  footer: 'footer.schema.json',
  links: 'links.schema.json',
  popup: 'popup.schema.json',
  slides: 'slides.schema.json',
  'not-found': 'not-found.schema.json',
  gallery: 'gallery.schema.json',
  faq: 'faq.schema.json',
  fees: 'fees.schema.json',
  downloads: 'downloads.schema.json',
  forms: 'forms.schema.json',
  handbook: 'handbook.schema.json',
  'academic-calendar': 'academic-calendar.schema.json',
};

/** Every fixed document's id. */
export const SINGLETON_IDS = Object.keys(SINGLETON_SCHEMA_FILES) as SingletonId[];

export function isPageId(id: string): id is PageId {
  return id.startsWith(PAGES_FOLDER);
}

export function isSingletonId(id: string): id is SingletonId {
  return Object.hasOwn(SINGLETON_SCHEMA_FILES, id);
}

/** The file a document is kept in, as problems name it: content/pages/about.json. */
export function contentFileName(id: string): string {
  return `content/${id}.json`;
}

/** The document a content file names: content/pages/about.json is pages/about. */
export function documentIdOfFile(file: string): string | undefined {
  return /^content\/(.+)\.json$/.exec(file)?.[1];
}
