import { Icon } from '../../ui/islands/Icon';
import { SlideCaption, SlidePicture, type SlideData } from './slide-view';

/** The slider's words, already in the page's language; one position and one dot label per slide. */
export interface SliderTexts {
  slide: string;
  positions: string[];
  goTo: string[];
  previous: string;
  next: string;
  pause: string;
  play: string;
  newTabNote: string;
}

/**
 * The home slider as the page first shows it: the first slide current, every control in place. Its
 * behaviour (slider.behaviour) moves it on from there. Only the first picture is in the page; the
 * others wait in templates (`deferPictures`) until the behaviour loads each one ahead of its turn.
 * Both pause icons are drawn; the button's aria-pressed shows one (the shell's CSS).
 */
export function SliderMarkup({
  slides,
  texts,
  deferPictures,
}: {
  slides: SlideData[];
  texts: SliderTexts;
  deferPictures: boolean;
}) {
  return (
    <div className="stage" data-testid="slider" data-index={0}>
      {/* Polite only where it holds still: a slider moving by itself would talk every few seconds. */}
      <div className="slides" aria-live={slides.length > 1 ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div
            key={slide.id}
            className={position === 0 ? 'slide is-current' : 'slide'}
            role="group"
            aria-roledescription={texts.slide}
            aria-label={texts.positions[position]}
            aria-hidden={position !== 0}
            inert={position !== 0}
          >
            <SlidePicture
              picture={slide.picture}
              priority={position === 0}
              deferred={deferPictures && position > 0}
            />
            <SlideCaption slide={slide} newTabNote={texts.newTabNote} />
          </div>
        ))}
      </div>
      <div className="controls">
        <button type="button" className="arrow previous" aria-label={texts.previous}>
          <Icon name="ChevronLeft" />
        </button>
        <div className="dots">
          {slides.map((slide, position) => (
            <button
              key={slide.id}
              type="button"
              className="dot"
              aria-label={texts.goTo[position]}
              aria-current={position === 0}
            />
          ))}
          <button type="button" className="pause" aria-label={texts.pause} aria-pressed={false}>
            <Icon name="Pause" small className="when-moving" />
            <Icon name="PlayArrow" small className="when-paused" />
          </button>
        </div>
        <button type="button" className="arrow next" aria-label={texts.next}>
          <Icon name="ChevronRight" />
        </button>
      </div>
    </div>
  );
}
