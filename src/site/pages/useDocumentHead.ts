import { useEffect } from 'react';
import { useDocument } from '../../content/hooks';
import type { PageDocument } from '../../content/types.generated';
import { useLanguage } from '../../i18n';
import { pageHead } from '../head';

/** Keeps the tab title and meta description right after in-app navigation (prerendering writes them first). */
export function useDocumentHead(page: Pick<PageDocument, 'title' | 'description'> & { path?: string }) {
  const site = useDocument('site');
  const language = useLanguage();
  const { title, description } = pageHead(page, site, language);
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
