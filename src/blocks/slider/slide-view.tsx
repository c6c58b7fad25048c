import type { IslandLinkTarget } from '../../ui/islands/island-link';
import { IslandLink } from '../../ui/islands/island-link';
import { ShownText, type IslandText } from '../../ui/islands/island-text';
import { pictureSources } from '../../ui/islands/picture-sources';

/** A slide's picture as ResponsiveImage would draw it, worked out by the shell (it knows the media list). */
export interface SlidePictureData {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  sizes: string;
  /**
   * Whether it has AVIF and WebP copies (their addresses follow from src and width: pictureSources);
   * a picture without is shown from its original alone.
   */
  variants: boolean;
}

/** One slide as the slider's island receives it: texts in the page's language, links resolved. */
export interface SlideData {
  id: string;
  picture: SlidePictureData;
  title?: IslandText;
  subtitle?: IslandText;
  link?: { to: IslandLinkTarget; text: IslandText };
}

/**
 * The picture's frame always takes its place, so a picture that has not loaded yet moves nothing.
 * The markup is ResponsiveImage's, attribute for attribute, so the first slide's picture matches the
 * head's preload and is fetched once.
 */
export function SlidePicture({
  picture,
  priority,
  load = true,
}: {
  picture: SlidePictureData;
  priority: boolean;
  load?: boolean;
}) {
  if (!load) return <div className="picture" />;
  const image = (
    <img
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  return (
    <div className="picture">
      {!picture.variants || !picture.width ? (
        image
      ) : (
        <picture>
          {pictureSources(picture.src, picture.width).map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
          ))}
          {image}
        </picture>
      )}
    </div>
  );
}

/** A slide's title, text and link below its picture; a slide with none of them shows the picture alone. */
export function SlideCaption({ slide, newTabNote }: { slide: SlideData; newTabNote: string }) {
  if (!slide.title && !slide.subtitle && !slide.link) return null;
  return (
    <div className="caption">
      {slide.title && (
        <h2>
          <ShownText text={slide.title} />
        </h2>
      )}
      {slide.subtitle && (
        <p>
          <ShownText text={slide.subtitle} />
        </p>
      )}
      {slide.link && (
        <IslandLink to={slide.link.to} newTabNote={newTabNote}>
          <ShownText text={slide.link.text} />
        </IslandLink>
      )}
    </div>
  );
}
