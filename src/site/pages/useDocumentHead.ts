import { useEffect } from 'react';
import { useDocument } from '../../content/hooks';
import type { PageDocument } from '../../content/types.generated';
import { useLanguage } from '../../i18n';
import { pageHead } from '../head';

/**
 * Keeps the tab title, description, page language and canonical address right after in-app
 * navigation, also into the other language (prerendering writes them first).
 */
export function useDocumentHead(page: Pick<PageDocument, 'title' | 'description'> & { path?: string }) {
  const site = useDocument('site');
  const language = useLanguage();
  const { title, description, canonicalUrl } = pageHead(page, site, language);
  useEffect(() => {
    document.title = title;
    document.documentElement.lang = language;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    if (canonicalUrl) document.querySelector('link[rel="canonical"]')?.setAttribute('href', canonicalUrl);
  }, [title, description, language, canonicalUrl]);
}
