import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fieldAddress, useFieldInAddress } from '../forms/field-address';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageIndex } from '../../content/hooks';
import type { PageId } from '../../content/documents';
import { useAdminModel, useStoredDocument } from '../model/AdminModel';
import { DecisionDialog } from '../publish/DecisionDialog';
import { useAdminText } from '../text';
import { useBlockLabel } from './block-palette';
import { ComponentDialog } from './ComponentDialog';
import { ComponentList } from './ComponentList';
import { componentProblems } from './component-problems';
import { schemaReferenceFor } from '../../validation/document-places';
import { componentName, newPageLocation, pageName, PageEditor, type EditablePage } from './page-edits';
import { PageDetails } from './PageDetails';
import { PageList } from './PageList';
import { PagePreview } from './PagePreview';

/** The field address of a component's content in its page (field-address.ts). */
function contentAddress(pageId: string, page: EditablePage, componentId: string): string {
  const position = page.components.findIndex((component) => component.id === componentId);
  return fieldAddress(pageId, `/components/${position}/content`);
}

/**
 * Page Management: the pages, one page's details and components, and its preview. Which page and
 * component are selected lives in the address (?page=&component=), never in the edit history.
 */
export default function PageManagementScreen() {
  const t = useAdminText();
  const blockLabel = useBlockLabel();
  const { history, checks } = useAdminModel();
  const editor = useMemo(() => new PageEditor(history, t), [history, t]);
  const index = usePageIndex();
  const [params, setParams] = useSearchParams();
  const pageId = params.get('page') as PageId | null;
  const page = useStoredDocument<EditablePage>(pageId ?? '');
  const selectedId = params.get('component');
  const selected = page?.components.find((component) => component.id === selectedId) ?? null;
  // A link to a field inside the selected component (the overview's texts to translate) opens its dialog.
  const field = useFieldInAddress();
  const [editing, setEditing] = useState<string | null>(() =>
    pageId && selected && field?.startsWith(`${contentAddress(pageId, page!, selected.id)}/`)
      ? selected.id
      : null,
  );
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const select = (next: { page?: string | null; component?: string | null }) => {
    const query = new URLSearchParams();
    const nextPage = next.page === undefined ? pageId : next.page;
    if (nextPage) query.set('page', nextPage);
    const component = next.component === undefined ? selectedId : next.component;
    if (nextPage && component) query.set('component', component);
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
      search: {
        type: 'Information',
        category: 'Campus',
        date: new Date().toISOString().slice(0, 10),
        keywords: [],
        tags: [],
      },
    });
    select({ page: id, component: null });
  };

  const editingComponent = page?.components.find((component) => component.id === editing);
  const checkEditing = useCallback(
    (content: unknown) =>
      page && pageId && editing ? componentProblems(checks, pageId, page, editing, content) : [],
    [checks, page, pageId, editing],
  );

  return (
    <Box>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('screen.pages')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // minmax(0, …): a column is as wide as the screen allows, never as wide as the preview's frame.
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: 'minmax(220px, 280px) minmax(0, 1fr) minmax(0, 1fr)',
          },
          alignItems: 'start',
        }}
      >
        <PageList
          pages={index}
          selected={pageId}
          onSelect={(id) => select({ page: id, component: null })}
          onAdd={addPage}
        />
        {page && pageId ? (
          <>
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <PageDetails
                key={pageId}
                id={pageId}
                page={page}
                editor={editor}
                onDelete={() => setConfirmingDelete(true)}
              />
              <ComponentList
                components={page.components}
                selected={selected?.id ?? null}
                onSelect={(component) => select({ component })}
                onAdd={(type) => select({ component: editor.addComponent(pageId, page, type) })}
                onMove={(from, to) => editor.moveComponent(pageId, page, from, to)}
                onEdit={(component) => {
                  select({ component });
                  setEditing(component);
                }}
                onDelete={(component) => {
                  editor.deleteComponent(pageId, page, component);
                  if (component === selectedId) select({ component: null });
                }}
              />
              <Paper sx={{ p: 2 }} aria-live="polite">
                {selected ? (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                    <Typography sx={{ flexGrow: 1 }}>
                      {t('components.selected', { name: componentName(selected, t.language) })} (
                      {blockLabel(selected.type)})
                    </Typography>
                    <Button variant="contained" onClick={() => setEditing(selected.id)}>
                      {t('components.edit')}
                    </Button>
                  </Box>
                ) : (
                  <Typography sx={{ color: 'text.secondary' }}>{t('components.selectToEdit')}</Typography>
                )}
              </Paper>
            </Box>
            <PagePreview
              page={page}
              selected={selected?.id ?? null}
              onSelect={(component) => select({ component })}
            />
          </>
        ) : (
          <Paper sx={{ p: 2 }}>
            <Typography sx={{ color: 'text.secondary' }}>{t('pages.selectPage')}</Typography>
          </Paper>
        )}
      </Box>
      {page && pageId && editingComponent && (
        <ComponentDialog
          key={editingComponent.id}
          component={editingComponent}
          at={contentAddress(pageId, page, editingComponent.id)}
          check={checkEditing}
          onClose={() => setEditing(null)}
          onSave={(content) => {
            editor.replaceContent(pageId, page, editingComponent.id, content);
            setEditing(null);
          }}
        />
      )}
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
                select({ page: null, component: null });
                editor.deletePage(pageId, page);
              },
              primary: true,
              destructive: true,
            },
          ]}
        />
      )}
    </Box>
  );
}
