import { useEffect, useState } from 'react';
import { ShownText, type IslandText } from '../../ui/islands/island-text';
import {
  APPLY_BUTTON_ATTRIBUTE,
  FLOATING_APPLY_REDIRECT_DELAY_MS,
  FLOATING_APPLY_SCROLL_THRESHOLD_PX,
} from './floating-apply-island';

export interface FloatingApplyIslandProps {
  label: IslandText;
  /** The admission page, another site. */
  applicationUrl: string;
  /** The page shown: where the whole site is one app, its other APPLY NOW buttons change with it. */
  path: string;
}

/** True while the page is scrolled beyond the threshold; read at once, so a page opened scrolled down shows it. */
function useScrolledDown(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > FLOATING_APPLY_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

/** True while any of the elements the selector finds is on screen. */
function useAnyInView(selector: string, path: string): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const elements = document.querySelectorAll(selector);
    if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const shown = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) shown.add(entry.target);
        else shown.delete(entry.target);
      }
      setInView(shown.size > 0);
    });
    elements.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [selector, path]);
  return inView;
}

/**
 * The floating APPLY NOW button: shown beyond 300 px of scroll unless another APPLY NOW is on
 * screen; it changes colour while the footer is on screen. Nothing of it is prerendered, so there
 * is nothing to tap before it runs.
 */
export default function FloatingApplyIsland({ label, applicationUrl, path }: FloatingApplyIslandProps) {
  const scrolled = useScrolledDown();
  const overFooter = useAnyInView('#site-footer', path);
  const otherApplyInView = useAnyInView(`[${APPLY_BUTTON_ATTRIBUTE}]`, path);

  if (!scrolled || otherApplyInView) return null;

  const apply = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    setTimeout(() => window.location.assign(applicationUrl), FLOATING_APPLY_REDIRECT_DELAY_MS);
  };

  return (
    <button
      type="button"
      className="floating-apply"
      onClick={apply}
      data-over-footer={overFooter}
      data-testid="floating-apply"
    >
      <ShownText text={label} />
    </button>
  );
}
