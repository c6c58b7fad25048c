import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';

/**
 * Renders its children inside an iframe of the given width, in the same React tree (so the same
 * store, theme and router), with the iframe's own styles: media queries then answer to the frame's
 * width, and the page lays out as it would on a phone or a desktop screen.
 */
export function PreviewFrame({
  width,
  height,
  title,
  children,
}: {
  width: number;
  height: number;
  title: string;
  children: ReactNode;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [target, setTarget] = useState<{ body: HTMLElement; cache: EmotionCache } | null>(null);

  useEffect(() => {
    const frameDocument = frameRef.current?.contentDocument;
    if (!frameDocument) return;
    frameDocument.documentElement.lang = document.documentElement.lang || 'en';
    const viewport = frameDocument.createElement('meta');
    viewport.name = 'viewport';
    viewport.content = 'width=device-width, initial-scale=1';
    frameDocument.head.append(viewport);
    // The blocks lay out by the width of their column, here the frame's (see ui/column-width.ts).
    frameDocument.body.style.containerType = 'inline-size';
    // The fonts: the page's own stylesheets, not the style rules emotion writes for this document.
    for (const sheet of document.head.querySelectorAll('link[rel="stylesheet"], style:not([data-emotion])'))
      frameDocument.head.append(sheet.cloneNode(true));
    setTarget({
      body: frameDocument.body,
      cache: createCache({ key: 'preview', container: frameDocument.head }),
    });
  }, []);

  return (
    <>
      <iframe
        ref={frameRef}
        title={title}
        style={{ width, height, border: 0, display: 'block', background: '#fff' }}
      />
      {target &&
        createPortal(
          <CacheProvider value={target.cache}>
            <CssBaseline />
            {children}
          </CacheProvider>,
          target.body,
        )}
    </>
  );
}
