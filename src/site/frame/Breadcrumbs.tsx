import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
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

export function Breadcrumbs({ path }: { path: string }) {
  const index = usePageIndex();
  const { t } = useTranslation();
  const trail = breadcrumbTrail(index, path);
  return (
    <MuiBreadcrumbs aria-label={t('frame.breadcrumb')} sx={{ mb: 2, fontSize: '0.9rem' }}>
      <SmartLink href="/">{t('frame.home')}</SmartLink>
      {trail.map((entry, position) =>
        position === trail.length - 1 ? (
          <Typography
            key={entry.path}
            aria-current="page"
            sx={{ fontSize: 'inherit', color: 'text.primary' }}
          >
            <ContentText text={entry.navTitle ?? entry.title} />
          </Typography>
        ) : (
          <SmartLink key={entry.path} href={entry.path}>
            <ContentText text={entry.navTitle ?? entry.title} />
          </SmartLink>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
