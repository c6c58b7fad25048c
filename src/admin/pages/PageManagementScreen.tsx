import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ScreenColumns, ScreenPage } from '../layout/ScreenPage';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageIndex } from '../../content/hooks';
import type { PageId } from '../../content/documents';
import { PageArticle } from '../../site/pages/PageArticle';
import { COMPONENT_PARAM } from '../layout/screens';
import { useAdminModel, useStoredDocument } from '../model/AdminModel';
import { DecisionDialog } from '../shared/DecisionDialog';
import { useAdminText } from '../text';
import { schemaReferenceFor } from '../../validation/document-places';
import { newPageLocation, pageName, PageEditor, type EditablePage } from './page-edits';
import { PageComponents } from './PageComponents';
import { PageDetails } from './PageDetails';
import { PageList } from './PageList';
import { newListing } from './SearchSettings';

/**
 * Page Management: the pages, one page's details and components, and its preview. Which page and
 * component are selected lives in the address (?page=&component=), never in the edit history.
 */
export default function PageManagementScreen() {
  const t = useAdminText();
  const { history } = useAdminModel();
  const editor = useMemo(() => new PageEditor(history, t), [history, t]);
  const index = usePageIndex();
  const [params, setParams] = useSearchParams();
  const pageId = params.get('page') as PageId | null;
  const page = useStoredDocument<EditablePage>(pageId ?? '');
  const selectedId = params.get(COMPONENT_PARAM);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  /** Shows a page, and a component of it, or neither; whatever else the address held goes. */
  const select = (page: string | null, component: string | null = null) => {
    const query = new URLSearchParams();
    if (page) query.set('page', page);
    if (page && component) query.set(COMPONENT_PARAM, component);
    setParams(query, { replace: true });
  };

  const addPage = () => {
    const { path, id } = newPageLocation(index);
    editor.addPage(id, {
      $schema: schemaReferenceFor(id),
      path,
      title: t('pages.newPageTitle'),
      description: t('pages.newPageDescription'),
      components: [],
      // Listed in search from the day it is made; the editor's search fields refine it.
      search: newListing('Information', 'Campus'),
    });
    select(id);
  };

  return (
    <ScreenPage title={t('screen.pages')}>
      <ScreenColumns from="lg" columns="minmax(220px, 280px) minmax(0, 1fr) minmax(0, 1fr)">
        <PageList pages={index} selected={pageId} onSelect={select} onAdd={addPage} />
        {page && pageId ? (
          <PageComponents
            key={pageId}
            documentId={pageId}
            page={page}
            frame={(components) => <PageArticle page={page}>{components}</PageArticle>}
            details={
              <PageDetails
                id={pageId}
                page={page}
                editor={editor}
                onDelete={() => setConfirmingDelete(true)}
              />
            }
            selectedId={selectedId}
            onSelect={(component) => select(pageId, component)}
          />
        ) : (
          <Paper sx={{ p: 2 }}>
            <Typography sx={{ color: 'text.secondary' }}>{t('pages.selectPage')}</Typography>
          </Paper>
        )}
      </ScreenColumns>
      {page && pageId && (
        <DecisionDialog
          open={confirmingDelete}
          onClose={() => setConfirmingDelete(false)}
          title={t('pages.confirmDelete', { page: pageName(page) })}
          text={t('pages.confirmDeleteDetail', { path: page.path })}
          decisions={[
            { label: t('pages.cancel'), onChoose: () => setConfirmingDelete(false) },
            {
              label: t('pages.delete'),
              onChoose: () => {
                setConfirmingDelete(false);
                select(null);
                editor.deletePage(pageId, page);
              },
              primary: true,
              destructive: true,
            },
          ]}
        />
      )}
    </ScreenPage>
  );
}
