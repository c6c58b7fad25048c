import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { BlockView } from '../../blocks/BlockList';
import { useAdminText } from '../text';
import { paletteEntry } from './block-palette';
import type { PageComponent } from './page-edits';

/** Spec §9: the dialog is at most 80% of the viewport high. */
const DIALOG_MAX_HEIGHT = '80vh';

type Draft = { content: unknown; text: string; error?: string };

/**
 * Edits one component's content in a draft of its own: the Preview tab shows the draft as visitors
 * would see it; Save applies it to the page as one history entry, Cancel drops it.
 */
export function ComponentDialog({
  component,
  onSave,
  onClose,
}: {
  component: PageComponent;
  onSave: (content: unknown) => void;
  onClose: () => void;
}) {
  const t = useAdminText();
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [draft, setDraft] = useState<Draft>(() => ({
    content: component.content,
    text: JSON.stringify(component.content, null, 2),
  }));
  const label = paletteEntry(component.type)?.label ?? component.type;

  const change = (text: string) => {
    try {
      setDraft({ content: JSON.parse(text) as unknown, text });
    } catch (error) {
      setDraft({
        content: draft.content,
        text,
        error: t('components.invalidJson', { reason: (error as Error).message }),
      });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="component-dialog-title"
      slotProps={{ paper: { sx: { maxHeight: DIALOG_MAX_HEIGHT } } }}
    >
      <DialogTitle id="component-dialog-title">{t('components.editTitle', { type: label })}</DialogTitle>
      <Tabs value={tab} onChange={(_, next: 'edit' | 'preview') => setTab(next)} sx={{ px: 3 }}>
        <Tab
          value="edit"
          label={t('components.editTab')}
          id="component-tab-edit"
          aria-controls="component-panel-edit"
        />
        <Tab
          value="preview"
          label={t('components.previewTab')}
          id="component-tab-preview"
          aria-controls="component-panel-preview"
        />
      </Tabs>
      <DialogContent dividers>
        <Box
          role="tabpanel"
          id="component-panel-edit"
          aria-labelledby="component-tab-edit"
          hidden={tab !== 'edit'}
        >
          <TextField
            label={t('components.contentJson')}
            value={draft.text}
            onChange={(event) => change(event.target.value)}
            error={draft.error !== undefined}
            helperText={draft.error}
            multiline
            minRows={6}
            fullWidth
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
        </Box>
        <Box
          role="tabpanel"
          id="component-panel-preview"
          aria-labelledby="component-tab-preview"
          hidden={tab !== 'preview'}
        >
          {tab === 'preview' && <BlockView block={{ ...component, content: draft.content }} />}
        </Box>
        {draft.error && tab === 'preview' && <Alert severity="warning">{t('components.cannotSave')}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('components.cancel')}</Button>
        <Button
          variant="contained"
          disabled={draft.error !== undefined}
          onClick={() => onSave(draft.content)}
        >
          {t('components.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
