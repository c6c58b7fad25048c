import { CONTENT_COLUMN_SIZES, NativePicture, type PictureData } from '../../ui/islands/NativePicture';
import type { IslandLinkTarget } from '../../ui/islands/island-link';
import { IslandLink } from '../../ui/islands/island-link';
import { ShownText, type IslandText } from '../../ui/islands/island-text';

/** One slide as the slider's island receives it: texts in the page's language, links resolved. */
export interface SlideData {
  id: string;
  picture: PictureData;
  title?: IslandText;
  subtitle?: IslandText;
  link?: { to: IslandLinkTarget; text: IslandText };
}

/**
 * The picture's frame always takes its place, so a picture that has not loaded yet moves nothing.
 * The markup is ResponsiveImage's, attribute for attribute, so the first slide's picture matches the
 * head's preload and is fetched once. A deferred picture waits in a template, which the browser
 * neither shows nor fetches, until the slider puts it in place (slider.behaviour).
 */
export function SlidePicture({
  picture,
  priority,
  deferred = false,
}: {
  picture: PictureData;
  priority: boolean;
  deferred?: boolean;
}) {
  const shown = <NativePicture picture={picture} sizes={CONTENT_COLUMN_SIZES} priority={priority} />;
  return <div className="picture">{deferred ? <template>{shown}</template> : shown}</div>;
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
