import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { PageDocument } from '../../content/documents';
import { useTranslation } from '../../i18n';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { Breadcrumbs } from '../frame/Breadcrumbs';

/**
 * A page's frame inside the site's frame: breadcrumbs and its heading, then its components. The public
 * page and the admin's preview draw the same one, so the preview is the page as visitors see it.
 */
export function PageArticle({
  page,
  children,
}: {
  page: Pick<PageDocument, 'path' | 'title' | 'showTitle'>;
  children: ReactNode;
}) {
  const { l } = useTranslation();
  const title = l(page.title);
  return (
    <article>
      {page.path !== '/' && <Breadcrumbs path={page.path} />}
      {page.showTitle === false ? (
        <VisuallyHidden as="h1" tabIndex={-1}>
          {title}
        </VisuallyHidden>
      ) : (
        <Typography variant="h1" tabIndex={-1} sx={{ mb: 3, color: 'primary.dark' }}>
          {title}
        </Typography>
      )}
      {children}
    </article>
  );
}
