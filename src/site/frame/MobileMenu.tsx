import { styled } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { MenuItem } from '../../content/types.generated';
import { ContentText, useSitePath, useTranslation } from '../../i18n';
import { SmartLink } from '../../ui/SmartLink';
import { isActive } from './menu';
import { LanguageOptions } from './LanguageSelector';

const Panel = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: theme.spacing(0, 0, 1),
  borderTop: '1px solid rgba(255,255,255,0.2)',
  '& > li': { position: 'relative', borderBottom: '1px solid rgba(255,255,255,0.12)' },
  '& .row': { display: 'flex', alignItems: 'stretch' },
  '& .has-submenu > .row': { marginRight: 53 },
  '& .row > a, & .row > span': {
    flex: 1,
    display: 'flex',
    alignItems: 'center',
    minHeight: 48,
    padding: theme.spacing(0, 2),
    color: '#fff',
    fontWeight: 600,
    textDecoration: 'none',
  },
  '& .is-active > .row > a': { boxShadow: `inset 4px 0 0 ${theme.palette.secondary.main}` },
  '& .toggle': {
    position: 'absolute',
    top: 0,
    right: 0,
    width: 53,
    height: 48,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    listStyle: 'none',
    border: 0,
    borderLeft: '1px solid rgba(255,255,255,0.2)',
    background: 'transparent',
    color: '#fff',
    cursor: 'pointer',
  },
  '& .toggle svg': { transition: 'transform 150ms' },
  '& .toggle::-webkit-details-marker': { display: 'none' },
  '& details[open] > .toggle svg': { transform: 'rotate(180deg)' },
  '& .toggle:focus-visible, & a:focus-visible': { outline: '2px solid #fff', outlineOffset: -3 },
  '& .submenu': { listStyle: 'none', margin: 0, padding: 0, background: 'rgba(0,0,0,0.18)' },
  '& .submenu li': { borderBottom: 0 },
  '& .submenu a': {
    display: 'block',
    padding: theme.spacing(1.25, 2, 1.25, 4),
    color: '#fff',
    textDecoration: 'none',
  },
  '& .submenu a[aria-current="page"]': { fontWeight: 700, textDecoration: 'underline' },
  '& .languages': { borderBottom: 0, padding: theme.spacing(1.5, 2, 0), color: '#fff', fontWeight: 600 },
  '& .languages form': { padding: theme.spacing(1, 0, 0) },
  '& .languages select': { borderColor: '#fff' },
  '& .languages .go': { color: '#fff', borderColor: '#fff' },
}));

/**
 * The phone menu: every section with children toggles its own submenu, independently of the others.
 * Each toggle is a native disclosure (details and summary), so it works from the first paint, before
 * and without scripts, and the scripts never need to take it over.
 */
export function MobileMenu({ id, items }: { id: string; items: MenuItem[] }) {
  const { path: pathname } = useSitePath();
  const { t, l } = useTranslation();

  return (
    <Panel id={id}>
      {items.map((item) => (
        <li
          key={item.id}
          className={
            [isActive(item, pathname) && 'is-active', item.children && 'has-submenu']
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          <div className="row">
            {item.url ? (
              <SmartLink href={item.url} aria-current={pathname === item.url ? 'page' : undefined}>
                <ContentText text={item.label} />
              </SmartLink>
            ) : (
              <span>
                <ContentText text={item.label} />
              </span>
            )}
          </div>
          {item.children && (
            <details className="section">
              <summary className="toggle" aria-label={t('frame.toggleSubmenu', { section: l(item.label) })}>
                <ExpandMoreIcon aria-hidden />
              </summary>
              <ul className="submenu" id={`mobile-submenu-${item.id}`}>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <SmartLink
                      href={child.url ?? '/'}
                      aria-current={pathname === child.url ? 'page' : undefined}
                    >
                      <ContentText text={child.label} />
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </li>
      ))}
      <li className="languages">
        <span id="mobile-language">{t('language.label')}</span>
        <LanguageOptions labelledBy="mobile-language" />
      </li>
    </Panel>
  );
}
