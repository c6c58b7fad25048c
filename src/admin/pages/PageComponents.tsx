import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DocumentId } from '../../content/documents';
import { fieldAddress, useFieldInAddress } from '../forms/field-address';
import { useAdminModel } from '../model/AdminModel';
import { useAdminText } from '../text';
import { useBlockLabel } from './block-palette';
import { ComponentDialog } from './ComponentDialog';
import { ComponentList } from './ComponentList';
import { componentProblems, contentPointer } from './component-problems';
import { componentName, PageEditor, type ComponentsDocument } from './page-edits';
import { PagePreview } from './PagePreview';

/**
 * A document's components beside its preview (Page Management's pages, Site Data's not-found page).
 * The selection is the caller's to keep (in the address, never in the edit history); a link to a field
 * inside a component opens its dialog.
 */
export function PageComponents({
  documentId,
  page,
  frame,
  details,
  selectedId,
  onSelect,
}: {
  documentId: DocumentId;
  page: ComponentsDocument;
  /** The frame the site draws round the components, for the preview. */
  frame: (components: ReactNode) => ReactNode;
  details: ReactNode;
  selectedId: string | null;
  onSelect: (componentId: string | null) => void;
}) {
  const t = useAdminText();
  const blockLabel = useBlockLabel();
  const { history, checks } = useAdminModel();
  const editor = useMemo(() => new PageEditor(history, t), [history, t]);
  const selected = page.components.find((component) => component.id === selectedId) ?? null;
  // As a link to a field inside the component names it.
  const contentAddress = (componentId: string) => fieldAddress(documentId, contentPointer(page, componentId));
  const field = useFieldInAddress();
  const [editing, setEditing] = useState<string | null>(() =>
    selected && field?.startsWith(`${contentAddress(selected.id)}/`) ? selected.id : null,
  );
  const editingComponent = page.components.find((component) => component.id === editing);
  const checkEditing = useCallback(
    (content: unknown) => (editing ? componentProblems(checks, documentId, page, editing, content) : []),
    [checks, page, documentId, editing],
  );

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        {details}
        <ComponentList
          components={page.components}
          selected={selectedId}
          onSelect={onSelect}
          onAdd={(type) => onSelect(editor.addComponent(documentId, page, type))}
          onMove={(from, to) => editor.moveComponent(documentId, page, from, to)}
          onEdit={(component) => {
            onSelect(component);
            setEditing(component);
          }}
          onDelete={(component) => {
            editor.deleteComponent(documentId, page, component);
            if (component === selectedId) onSelect(null);
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
      <PagePreview page={page} frame={frame} selected={selectedId} onSelect={onSelect} />
      {editingComponent && (
        <ComponentDialog
          key={editingComponent.id}
          component={editingComponent}
          at={contentAddress(editingComponent.id)}
          check={checkEditing}
          onClose={() => setEditing(null)}
          onSave={(content) => {
            editor.replaceContent(documentId, page, editingComponent.id, content);
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
