/**
 * The shared documents blocks show besides their own content, which the Site Data screen edits. Kept
 * apart from the screen's code: the dashboard's menu and links ask here which screen edits a document.
 */
import type { SingletonId } from '../../content/documents';

/** In the order the screen's tabs show them: what changes every year first. */
export const SITE_DATA_DOCUMENTS = [
  'fees',
  'academic-calendar',
  'faq',
  'downloads',
  'forms',
  'handbook',
  'gallery',
  'popup',
  'not-found',
] as const satisfies readonly SingletonId[];

export type SiteDataDocument = (typeof SITE_DATA_DOCUMENTS)[number];

export function isSiteDataDocument(id: string | null | undefined): id is SiteDataDocument {
  return (SITE_DATA_DOCUMENTS as readonly (string | null | undefined)[]).includes(id);
}
