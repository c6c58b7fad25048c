/**
 * What the page, the build and the service worker agree on: where the worker and the offline pages
 * are served, the names of the caches the worker keeps and the message a page sends it.
 */
import type { Language } from '../content/localize';

/** At the site's root, so that the worker's scope is the whole site. */
export const WORKER_ADDRESS = '/service-worker.js';

/** The page shown offline for an address never opened, one per language, written at build and publish. */
export function offlinePageAddress(language: Language): string {
  return `/offline/${language}.html`;
}

/** Every cache the worker keeps is named so; what else the origin caches is not the worker's to delete. */
export const CACHE_PREFIX = 'offline-';

export const CACHE_NAMES = {
  /** The pages a visitor opened. */
  pages: `${CACHE_PREFIX}pages`,
  /** The offline pages themselves. */
  frame: `${CACHE_PREFIX}frame`,
  /** The PDFs a visitor downloaded. */
  files: `${CACHE_PREFIX}files`,
  /** The search indexes and the content manifest: the same address gets new bytes after a publish. */
  data: `${CACHE_PREFIX}data`,
  /** Content documents under content-hashed names. */
  content: `${CACHE_PREFIX}content`,
  /** Pictures under /media/. */
  media: `${CACHE_PREFIX}media`,
  /**
   * The build's hashed scripts, styles and fonts, in one cache per build: a new build's worker drops
   * the cache of the build before, whose files the live release no longer has.
   */
  assets: (build: string) => `${CACHE_PREFIX}assets-${build}`,
} as const;

/**
 * Sent when the settings turn offline reading off: the worker, still serving the open page until it
 * is closed, keeps nothing more.
 */
export const RETIRE_MESSAGE = 'retire';

/** Sent by a page the worker did not serve (the first visit): the worker saves it and what it loaded. */
export const SAVE_PAGE_MESSAGE = 'save-page';

export interface SavePageMessage {
  type: typeof SAVE_PAGE_MESSAGE;
  /** The page's address. */
  page: string;
  /** The addresses of what the page loaded: scripts, styles, fonts, pictures, content files. */
  resources: string[];
}

export function isSavePageMessage(data: unknown): data is SavePageMessage {
  const message = data as Partial<SavePageMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === SAVE_PAGE_MESSAGE &&
    typeof message.page === 'string' &&
    Array.isArray(message.resources) &&
    message.resources.every((resource) => typeof resource === 'string')
  );
}

/** Marks a page whose site settings turn offline reading off (on <html>, read by the islands script). */
export const OFFLINE_OFF_ATTRIBUTE = 'data-offline-reading';
