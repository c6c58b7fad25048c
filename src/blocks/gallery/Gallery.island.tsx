import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { fillTemplate } from '../../content/localize';
import { Icon } from '../../ui/islands/Icon';
import { ShownText } from '../../ui/islands/island-text';
import { NativePicture } from '../../ui/islands/NativePicture';
import { ALL_PHOTOS, THUMBNAIL_SIZES, type GalleryIslandProps } from './gallery-island';
import { isValidPage, pageCount, pageSlice, wrapIndex } from './paging';

/** A swipe shorter than this is a tap, or a hand at rest. */
const SWIPE_PX = 50;

/**
 * The photo gallery: category filters, pages of thumbnails and a full-screen viewer in a native modal
 * <dialog>. Each thumbnail is a link to its picture, so a tap before this code is in, or with no
 * script, shows the picture; with it, the tap opens the viewer over the photos of the current
 * selection. The viewer moves with its buttons, the arrow keys and a swipe, wrapping at the ends;
 * Escape or its close button closes it, and the browser gives focus back to the thumbnail.
 */
export default function GalleryIsland({ items, filters, pageSize, text }: GalleryIslandProps) {
  const [category, setCategory] = useState(ALL_PHOTOS);
  const [page, setPage] = useState(1);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const selection = category === ALL_PHOTOS ? items : items.filter((item) => item.category === category);
  const pages = pageCount(selection.length, pageSize);
  const shown = pageSlice(selection, page, pageSize);
  const viewed = viewerIndex === null ? undefined : selection[viewerIndex];

  useEffect(() => {
    const element = dialog.current;
    if (!element || !viewed || element.open) return;
    element.showModal();
    // The page behind stays where it was; the dialog's close gives the scroll back.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const closed = () => {
      document.body.style.overflow = overflow;
      setViewerIndex(null);
    };
    element.addEventListener('close', closed, { once: true });
  }, [viewed]);

  const chooseCategory = (id: string) => {
    setCategory(id);
    setPage(1);
  };
  const goToPage = (next: number) => {
    if (isValidPage(next, selection.length, pageSize)) setPage(next);
  };
  const openViewer = (event: MouseEvent, index: number) => {
    // A link opened in a new tab or window stays a link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setViewerIndex(index);
  };
  const move = (step: number) =>
    setViewerIndex((index) => (index === null ? null : wrapIndex(index + step, selection.length)));
  const onViewerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  };
  const endSwipe = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const [dx, dy] = [event.clientX - start.x, event.clientY - start.y];
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) move(dx < 0 ? 1 : -1);
  };

  return (
    <section aria-label={text.label}>
      <div role="group" aria-label={text.filterLabel} className="gallery-filters">
        {filters.map((filter) => (
          <button
            key={filter.id}
            type="button"
            className="gallery-button"
            aria-pressed={category === filter.id}
            onClick={() => chooseCategory(filter.id)}
          >
            <ShownText text={filter.label} />
          </button>
        ))}
      </div>

      {shown.length === 0 ? (
        <p role="status" className="gallery-empty">
          {text.empty}
        </p>
      ) : (
        <ul className="gallery-grid" data-testid="gallery-grid">
          {shown.map((item, position) => (
            <li key={item.id}>
              <a
                href={item.picture.src}
                onClick={(event) => openViewer(event, (page - 1) * pageSize + position)}
                aria-label={item.openLabel}
              >
                <NativePicture
                  picture={item.picture}
                  sizes={THUMBNAIL_SIZES}
                  // The first picture is on a phone's first screen: fetched at once, not lazily.
                  priority={position === 0}
                />
                <span className="overlay" aria-hidden>
                  {/* The space keeps title and category two words for tools that read the text. */}
                  <strong>
                    <ShownText text={item.title} />
                  </strong>{' '}
                  <span>{item.categoryLabel}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}

      {/* Shown for one page too, its Previous and Next disabled (spec 2.11); not when nothing is found. */}
      {selection.length > 0 && (
        <nav aria-label={text.pages} className="gallery-pager">
          <button
            type="button"
            className="gallery-button"
            disabled={page === 1}
            onClick={() => goToPage(page - 1)}
          >
            <Icon name="ChevronLeft" />
            <span className="pager-word">{text.previous}</span>
          </button>
          {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
            <button
              key={number}
              type="button"
              className="gallery-button"
              aria-current={number === page ? 'page' : undefined}
              aria-label={text.pageLabels[number - 1]}
              onClick={() => goToPage(number)}
            >
              {number}
            </button>
          ))}
          <button
            type="button"
            className="gallery-button"
            disabled={page === pages}
            onClick={() => goToPage(page + 1)}
          >
            <span className="pager-word">{text.next}</span>
            <Icon name="ChevronRight" />
          </button>
        </nav>
      )}

      <dialog ref={dialog} className="gallery-viewer" aria-label={text.viewer} onKeyDown={onViewerKey}>
        {viewed && viewerIndex !== null && (
          <div className="viewer-stage">
            <div className="viewer-bar">
              <span aria-live="polite" data-testid="viewer-counter">
                {fillTemplate(text.counter, { position: viewerIndex + 1, total: selection.length })}
              </span>
              <button
                type="button"
                className="viewer-close"
                aria-label={text.close}
                onClick={() => dialog.current?.close()}
              >
                <Icon name="Close" />
              </button>
            </div>
            <div
              className="viewer-image"
              onPointerDown={(event) => (swipeStart.current = { x: event.clientX, y: event.clientY })}
              onPointerUp={endSwipe}
              onPointerCancel={() => (swipeStart.current = null)}
              // A drag of the picture with a mouse is a swipe too, not the browser's image drag.
              onDragStart={(event) => event.preventDefault()}
            >
              <NativePicture key={viewed.id} picture={viewed.picture} sizes="100vw" priority />
            </div>
            <div className="viewer-caption">
              <strong>
                <ShownText text={viewed.title} />
              </strong>{' '}
              · {viewed.categoryLabel}
            </div>
            <div className="viewer-controls">
              <button
                type="button"
                className="viewer-nav previous"
                onClick={() => move(-1)}
                aria-label={text.previousPhoto}
              >
                <Icon name="ChevronLeft" />
              </button>
              <button
                type="button"
                className="viewer-nav next"
                onClick={() => move(1)}
                aria-label={text.nextPhoto}
              >
                <Icon name="ChevronRight" />
              </button>
            </div>
          </div>
        )}
      </dialog>
    </section>
  );
}
