import { styled } from '@mui/material/styles';
import type { PageIndexEntry } from '../../content/documents';
import { findPage, usePageIndex } from '../../content/hooks';
import { ContentText, useTranslation } from '../../i18n';
import { SmartLink } from '../../ui/SmartLink';

/** The trail above a page: Home, then each page above this one that exists, then this page. */
export function breadcrumbTrail(index: PageIndexEntry[], path: string): PageIndexEntry[] {
  const segments = path.split('/').filter(Boolean);
  const trail: PageIndexEntry[] = [];
  for (let depth = 1; depth <= segments.length; depth++) {
    const entry = findPage(index, '/' + segments.slice(0, depth).join('/'));
    if (entry) trail.push(entry);
  }
  return trail;
}

const Trail = styled('nav')(({ theme }) => ({
  marginBottom: theme.spacing(2),
  fontSize: '0.9rem',
  color: theme.palette.text.secondary,
  // A title with a word longer than a phone's screen breaks inside it, rather than pushing the page sideways.
  overflowWrap: 'anywhere',
  '& ol': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  '& li + li::before': { content: '"/"', margin: theme.spacing(0, 1), color: theme.palette.text.secondary },
  '& [aria-current="page"]': { color: theme.palette.text.primary },
}));

export function Breadcrumbs({ path }: { path: string }) {
  const index = usePageIndex();
  const { t } = useTranslation();
  const trail = breadcrumbTrail(index, path);
  return (
    <Trail aria-label={t('frame.breadcrumb')}>
      <ol>
        <li>
          <SmartLink href="/">{t('frame.home')}</SmartLink>
        </li>
        {trail.map((entry, position) => (
          <li key={entry.path}>
            {position === trail.length - 1 ? (
              <span aria-current="page">
                <ContentText text={entry.navTitle ?? entry.title} />
              </span>
            ) : (
              <SmartLink href={entry.path}>
                <ContentText text={entry.navTitle ?? entry.title} />
              </SmartLink>
            )}
          </li>
        ))}
      </ol>
    </Trail>
  );
}
