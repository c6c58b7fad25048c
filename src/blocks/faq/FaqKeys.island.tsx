import { useEffect } from 'react';

export interface FaqKeysProps {
  /** The id of the FAQ's section: the questions are the <summary> elements inside it. */
  sectionId: string;
}

const KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

/**
 * Arrow keys, Home and End move between the questions of one FAQ, as in the WAI-ARIA accordion
 * pattern. Opening and closing are the browser's own (<details name>, one open at a time), so they
 * answer taps before this code loads; it renders nothing and listens on the document, so it works the
 * same whether the page is islands or hydrated whole, and after the FAQ's markup is re-rendered.
 */
export default function FaqKeys({ sectionId }: FaqKeysProps) {
  useEffect(() => {
    const moveFocus = (event: KeyboardEvent) => {
      if (!KEYS.includes(event.key) || !(event.target instanceof HTMLElement)) return;
      const section = document.getElementById(sectionId);
      if (!section || event.target.tagName !== 'SUMMARY' || !section.contains(event.target)) return;
      const questions = [...section.querySelectorAll<HTMLElement>('summary')];
      const current = questions.indexOf(event.target);
      const last = questions.length - 1;
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : event.key === 'ArrowDown'
              ? (current + 1) % questions.length
              : (current - 1 + questions.length) % questions.length;
      event.preventDefault();
      questions[next]?.focus();
    };
    document.addEventListener('keydown', moveFocus);
    return () => document.removeEventListener('keydown', moveFocus);
  }, [sectionId]);
  return null;
}
