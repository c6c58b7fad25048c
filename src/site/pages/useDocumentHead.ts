import { useEffect } from 'react';
import { useDocument } from '../../content/hooks';
import type { PageDocument } from '../../content/types.generated';
import { useLanguage } from '../../i18n';
import { pageHead } from '../head';

/**
 * Keeps the tab title, description, page language and canonical address right after in-app
 * navigation, also into the other language (prerendering writes them first). Only what differs is
 * written: on a prerendered page all of it already matches, and writing the root's lang even with
 * the same value makes the browser match the styles of every element again (a rule may depend on
 * the language), a long task on a phone just as the page is adopted.
 */
export function useDocumentHead(page: Pick<PageDocument, 'title' | 'description'> & { path?: string }) {
  const site = useDocument('site');
  const language = useLanguage();
  const { title, description, canonicalUrl } = pageHead(page, site, language);
  useEffect(() => {
    if (document.title !== title) document.title = title;
    const root = document.documentElement;
    if (root.lang !== language) root.lang = language;
    setAttributeIfChanged(document.querySelector('meta[name="description"]'), 'content', description);
    if (canonicalUrl)
      setAttributeIfChanged(document.querySelector('link[rel="canonical"]'), 'href', canonicalUrl);
  }, [title, description, language, canonicalUrl]);
}

function setAttributeIfChanged(element: Element | null, name: string, value: string) {
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
}
