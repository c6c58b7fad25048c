import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { NotFoundDocument } from '../../content/types.generated';
import { FIELD_PARAM } from '../forms/field-address';
import { COMPONENT_PARAM } from '../layout/screens';
import { ScreenColumns } from '../layout/ScreenPage';
import { NotFoundArticle } from '../../site/pages/NotFoundView';
import { useStoredDocument } from '../model/AdminModel';
import type { ComponentsDocument } from '../pages/page-edits';
import { PageComponents } from '../pages/PageComponents';

/**
 * The not-found page's form (`details`) and components, listed as Page Management lists a page's,
 * beside a preview. Loaded when its tab opens: the list, dialog and preview are Page Management's chunks.
 */
export default function NotFoundComponents({ details }: { details: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const notFound = useStoredDocument<NotFoundDocument>('not-found');
  if (!notFound) return null;
  const select = (component: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FIELD_PARAM);
        if (component) next.set(COMPONENT_PARAM, component);
        else next.delete(COMPONENT_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <ScreenColumns from="lg" columns="minmax(0, 1fr) minmax(0, 1fr)">
      <PageComponents
        documentId="not-found"
        page={notFound as unknown as ComponentsDocument}
        frame={(components) => <NotFoundArticle title={notFound.title}>{components}</NotFoundArticle>}
        details={details}
        selectedId={params.get(COMPONENT_PARAM)}
        onSelect={select}
      />
    </ScreenColumns>
  );
}
