import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { styled } from '@mui/material/styles';
import { useDocument } from '../../content/hooks';
import { splitSitePath } from '../../content/site-path';
import { ContentText } from '../../i18n';

/** The page that is itself about applying: a floating invitation to apply would only repeat it. */
const APPLY_PAGE_PATH = '/apply';
/** Marks another APPLY NOW on the page; while one is on screen, the floating one stays away. */
export const APPLY_BUTTON_ATTRIBUTE = 'data-apply-button';

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
  const [otherApplyInView, setOtherApplyInView] = useState(false);
  const { pathname } = useLocation();
  const onApplyPage = splitSitePath(pathname).path === APPLY_PAGE_PATH;

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

  useEffect(() => {
    const buttons = document.querySelectorAll(`[${APPLY_BUTTON_ATTRIBUTE}]`);
    if (buttons.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const inView = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inView.add(entry.target);
        else inView.delete(entry.target);
      }
      setOtherApplyInView(inView.size > 0);
    });
    buttons.forEach((button) => observer.observe(button));
    return () => observer.disconnect();
  }, [pathname]);

  if (!visible || onApplyPage || otherApplyInView) return null;

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
