import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { BlockView } from '../../blocks/BlockList';
import { sameJson } from '../../content/same-json';
import { EditPreviewPanels, EditPreviewTabs, type EditOrPreview } from '../forms/EditPreviewTabs';
import { FormStore, type FieldProblem } from '../forms/form-store';
import { ProblemList } from '../forms/ProblemList';
import { SchemaField } from '../forms/fields/SchemaField';
import { SchemaFormProvider } from '../forms/SchemaForm';
import { blockContentNode } from '../forms/schemas';
import { EditedInSiteData } from '../site-data/EditedInSiteData';
import { afterPause } from '../shared/usePausedCommit';
import { useAdminText } from '../text';
import { useBlockLabel } from './block-palette';
import type { PageComponent } from './page-edits';

/** Once a save was refused, the problem list follows the edits a moment after each. */
const RECHECK_DELAY_MS = 300;
const NO_PROBLEMS: readonly FieldProblem[] = [];

/**
 * Edits one component's content in a draft of its own: Save applies it as one history entry, and only
 * when the validation core finds no problem in it; Cancel drops it.
 */
export function ComponentDialog({
  component,
  at,
  check,
  onSave,
  onClose,
}: {
  component: PageComponent;
  /** The field address of the content, for links to its fields. */
  at: string;
  /** The problems the content would bring, by pointer into the content. */
  check: (content: unknown) => FieldProblem[];
  onSave: (content: unknown) => void;
  onClose: () => void;
}) {
  const t = useAdminText();
  const [tab, setTab] = useState<EditOrPreview>('edit');
  const [store] = useState(() => new FormStore(component.content, undefined, () => at));
  // After a refused save, every problem shows, and the list follows the checks made since.
  const refused = useSyncExternalStore(store.subscribe, () =>
    store.everyProblemShown() ? store.allProblems() : NO_PROBLEMS,
  );
  const saveTried = useSyncExternalStore(store.subscribe, () => store.everyProblemShown());
  const unsaved = useSyncExternalStore(store.subscribe, () => !sameJson(store.getValue(), component.content));
  const label = useBlockLabel()(component.type);

  const recheck = useCallback(() => store.recheck(check), [check, store]);

  useEffect(
    () => (saveTried ? afterPause(store.subscribeToValue, RECHECK_DELAY_MS, recheck) : undefined),
    [saveTried, recheck, store],
  );

  const save = () => (store.passes(check) ? onSave(store.getValue()) : setTab('edit'));
  const blocked = refused.length > 0;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="component-dialog-title"
      slotProps={{
        // Spec §9: at most 80% of the window's height, from a tablet's width up; on a phone every admin
        // dialog takes the whole screen (the admin's theme), so Save stays in reach.
        paper: { sx: { maxHeight: { sm: '80vh' } } },
      }}
    >
      <DialogTitle id="component-dialog-title">{t('components.editTitle', { type: label })}</DialogTitle>
      <EditPreviewTabs
        idPrefix="component"
        value={tab}
        onChange={setTab}
        words={{ edit: t('components.editTab'), preview: t('components.previewTab') }}
        sx={{ px: 3 }}
      />
      <DialogContent dividers>
        {blocked && <ProblemList problems={refused} onJump={() => setTab('edit')} />}
        <EditPreviewPanels
          idPrefix="component"
          value={tab}
          edit={
            <>
              <SchemaFormProvider form={{ store, onFieldBlur: recheck }}>
                <SchemaField node={blockContentNode(component.type)} pointer="" label={label} required root />
              </SchemaFormProvider>
              <EditedInSiteData type={component.type} unsaved={unsaved} />
            </>
          }
          preview={() => <BlockView block={{ ...component, content: store.getValue() }} />}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {blocked && (
          <Typography id="component-save-blocked" sx={{ mr: 'auto', color: 'error.main' }}>
            {t('components.cannotSave', { count: refused.length })}
          </Typography>
        )}
        <Button onClick={onClose}>{t('components.cancel')}</Button>
        <Button
          variant="contained"
          disabled={blocked}
          aria-describedby={blocked ? 'component-save-blocked' : undefined}
          onClick={save}
        >
          {t('components.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
