import { BlockList } from '../../blocks/BlockList';
import { usePageDocument } from '../../content/hooks';
import type { PageId } from '../../content/documents';
import { PageArticle } from './PageArticle';
import { useDocumentHead } from './useDocumentHead';

export function PageView({ id }: { id: PageId }) {
  const page = usePageDocument(id);
  useDocumentHead(page);
  return (
    <PageArticle page={page}>
      <BlockList blocks={page.components} />
    </PageArticle>
  );
}
