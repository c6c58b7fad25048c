import type { MouseEvent } from 'react';
import { Icon } from '../../ui/islands/Icon';

export interface ToTopIslandProps {
  label: string;
}

/**
 * The footer's way back to the top of the page. It is a link to the page's top (#top, which the
 * browser knows without any element of that name), so a tap made before or without scripts is
 * answered at once; with them the page scrolls there smoothly and the address keeps no #top.
 */
export default function ToTopIsland({ label }: ToTopIslandProps) {
  const scrollToTop = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <a href="#top" className="to-top" onClick={scrollToTop}>
      <Icon name="KeyboardArrowUp" />
      {label}
    </a>
  );
}
