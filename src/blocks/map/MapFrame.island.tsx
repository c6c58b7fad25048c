import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../ui/islands/Icon';

export interface MapFrameProps {
  /** OpenStreetMap's embeddable map of the area. */
  src: string;
  title: string;
  /** The full map on OpenStreetMap's site: where a browser without scripts goes instead. */
  largerMapUrl: string;
  showLabel: string;
}

/** How near the screen the frame starts loading, as the island itself is adopted (entry-islands). */
const NEAR_SCREEN = '200px';

/**
 * The map as a facade: the page comes with a light placeholder, and the OpenStreetMap frame (a page
 * of its own with its scripts and tiles, from another host) loads only as the map comes near the
 * screen, or at once when the placeholder is tapped. A reader who never scrolls to it pays nothing
 * for it and sends nothing to OpenStreetMap. Without scripts, the placeholder is a link to the map.
 */
export default function MapFrameIsland({ src, title, largerMapUrl, showLabel }: MapFrameProps) {
  const [shown, setShown] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const placeholder = useRef<HTMLButtonElement>(null);
  // Whether the visitor was on the placeholder (tapped or focused it, maybe before the script came).
  const onPlaceholder = useRef(false);
  const show = () => {
    onPlaceholder.current = document.activeElement === placeholder.current;
    setShown(true);
  };

  useEffect(() => {
    const element = box.current;
    if (shown || !element) return;
    // A browser that cannot tell when the map nears the screen shows it at once, as before.
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(show);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  // The frame replaces the button the focus was on: the focus moves on to the map it asked for.
  useEffect(() => {
    if (shown && onPlaceholder.current) frame.current?.focus();
  }, [shown]);

  return (
    <div className="map-frame" ref={box}>
      {shown ? (
        <iframe
          ref={frame}
          title={title}
          src={src}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          // Scripts for the map, but not as its own origin: together the two would let the frame lift its sandbox.
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
        />
      ) : (
        <>
          <button
            type="button"
            className="map-facade"
            // The frame's origin, for the Content-Security-Policy the build derives from the pages.
            data-frame-src={src}
            ref={placeholder}
            onClick={() => {
              placeholder.current?.focus();
              show();
            }}
          >
            <Icon name="Place" />
            <span>{showLabel}</span>
          </button>
          <a
            className="map-facade map-facade-link"
            href={largerMapUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="Place" />
            <span>{showLabel}</span>
          </a>
        </>
      )}
    </div>
  );
}
