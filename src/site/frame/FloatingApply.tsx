import { useEffect, useState } from 'react';
import { styled } from '@mui/material/styles';
import { useDocument } from '../../content/hooks';
import { ContentText } from '../../i18n';

/** Spec section 2.6: shown beyond 300 px of scroll; leaves for the admission page 600 ms after the click. */
export const FLOATING_APPLY_SCROLL_THRESHOLD_PX = 300;
export const FLOATING_APPLY_REDIRECT_DELAY_MS = 600;

const Floating = styled('button')(({ theme }) => ({
  position: 'fixed',
  right: theme.spacing(2),
  bottom: theme.spacing(2),
  zIndex: theme.zIndex.speedDial,
  minHeight: 48,
  padding: theme.spacing(1.25, 2.5),
  border: 0,
  borderRadius: 999,
  font: 'inherit',
  fontWeight: 800,
  letterSpacing: 1,
  cursor: 'pointer',
  boxShadow: theme.shadows[8],
  background: theme.palette.secondary.main,
  color: '#111',
  transition: 'background-color 200ms, color 200ms',
  '&[data-over-footer="true"]': { background: '#ffffff', color: theme.palette.primary.main },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

/** The floating APPLY NOW button; it changes colour while the footer is on screen. */
export function FloatingApply() {
  const { admission } = useDocument('site');
  const [visible, setVisible] = useState(false);
  const [overFooter, setOverFooter] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > FLOATING_APPLY_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    const footer = document.getElementById('site-footer');
    if (!footer || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOverFooter(Boolean(entry?.isIntersecting)));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);

  if (!visible) return null;

  const apply = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    setTimeout(
      () => window.location.assign(admission.onlineApplicationUrl),
      FLOATING_APPLY_REDIRECT_DELAY_MS,
    );
  };

  return (
    <Floating type="button" onClick={apply} data-over-footer={overFooter} data-testid="floating-apply">
      <ContentText text={admission.applyLabel} />
    </Floating>
  );
}
