import Typography from '@mui/material/Typography';
import { BlockList } from '../../blocks/BlockList';
import { usePageDocument } from '../../content/hooks';
import type { PageId } from '../../content/documents';
import { useTranslation } from '../../i18n';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { Breadcrumbs } from '../frame/Breadcrumbs';
import { useDocumentHead } from './useDocumentHead';

export function PageView({ id }: { id: PageId }) {
  const page = usePageDocument(id);
  const { l } = useTranslation();
  useDocumentHead(page);
  const title = l(page.title);
  return (
    <article>
      {page.path !== '/' && <Breadcrumbs path={page.path} />}
      {page.showTitle === false ? (
        <VisuallyHidden as="h1">{title}</VisuallyHidden>
      ) : (
        <Typography variant="h1" sx={{ mb: 3, color: 'primary.dark' }}>
          {title}
        </Typography>
      )}
      <BlockList blocks={page.components} />
    </article>
  );
}
