/**
 * The site as the browser runs it, loaded by the entry once the content store, styles and theme are
 * ready: the components, blocks and router.
 */
import type { ComponentType } from 'react';
import type { EmotionCache } from '@emotion/react';
import { BrowserRouter } from 'react-router';
import type { ContentStore } from '../content/store';
import { Root } from './Root';

export function siteElement(store: ContentStore, emotionCache: EmotionCache, admin: ComponentType) {
  return <Root store={store} emotionCache={emotionCache} router={BrowserRouter} admin={admin} />;
}
