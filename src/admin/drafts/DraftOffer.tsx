import { useEffect, useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../../i18n/language';
import { documentNames, formatPublishedAt } from '../history/revision-naming';
import { useAdminModel } from '../model/AdminModel';
import { DecisionDialog } from '../shared/DecisionDialog';
import { publishingFor } from '../publish/publish-client';
import { useAdminText } from '../text';
import { draftKeeperFor } from './draft-keeper';
import type { Draft } from './draft-store';

type OfferState =
  | { step: 'none' }
  | { step: 'offer'; draft: Draft; checking: boolean; failed: boolean }
  | { step: 'conflict'; draft: Draft; conflicts: string[] };

/**
 * Keeps unpublished edits in this browser, and offers to restore or discard those an earlier visit
 * left. Restoring asks the server what was published since the edits' base: documents someone else
 * changed meanwhile are named, and the user keeps theirs or drops them.
 */
export function DraftOffer() {
  const t = useAdminText();
  const language = useLanguage();
  const { store, history } = useAdminModel();
  const publishing = publishingFor(store, history);
  const keeper = draftKeeperFor(publishing, history);
  const [state, setState] = useState<OfferState>({ step: 'none' });
  const notKept = useSyncExternalStore(keeper.subscribe, keeper.writeFailed, keeper.writeFailed);

  useEffect(() => {
    let current = true;
    void keeper.findDraft().then((draft) => {
      if (!current) return;
      if (draft) setState({ step: 'offer', draft, checking: false, failed: false });
      else keeper.keep();
    });
    return () => {
      current = false;
    };
  }, [keeper]);

  if (state.step === 'none')
    return (
      <Snackbar open={notKept} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="warning" role="alert" sx={{ maxWidth: 560 }}>
          {t('drafts.notKept')}
        </Alert>
      </Snackbar>
    );
  const { draft } = state;
  const time = formatPublishedAt(new Date(draft.savedAt), language, t);
  const label = t('drafts.restoredLabel', { time });
  const restore = (drop: Iterable<string>) => {
    keeper.restore(draft, new Set(drop), label);
    setState({ step: 'none' });
  };

  if (state.step === 'conflict')
    return (
      <DecisionDialog
        open
        title={t('drafts.conflictTitle')}
        text={t('drafts.conflictText', {
          documents: documentNames(state.conflicts, store, language, t, draft.documents),
        })}
        decisions={[
          { label: t('drafts.dropMine'), onChoose: () => restore(state.conflicts) },
          { label: t('drafts.keepMine'), onChoose: () => restore([]), primary: true },
        ]}
      />
    );

  const check = async () => {
    setState({ step: 'offer', draft, checking: true, failed: false });
    const conflicts = await keeper.conflictsOf(draft).catch(() => undefined);
    if (!conflicts) setState({ step: 'offer', draft, checking: false, failed: true });
    else if (conflicts.length === 0) restore([]);
    else setState({ step: 'conflict', draft, conflicts });
  };
  const discard = async () => {
    await keeper.discard();
    setState({ step: 'none' });
  };

  return (
    <DecisionDialog
      open
      title={t('drafts.title')}
      text={t('drafts.found', {
        time,
        documents: documentNames(Object.keys(draft.documents), store, language, t, draft.documents),
      })}
      busy={state.checking}
      decisions={[
        { label: t('drafts.discard'), onChoose: () => void discard() },
        { label: t('drafts.restore'), onChoose: () => void check(), primary: true },
      ]}
    >
      {state.checking && (
        <Typography role="status" sx={{ mt: 2 }}>
          {t('drafts.checking')}
        </Typography>
      )}
      {state.failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('drafts.checkFailed')}
        </Alert>
      )}
    </DecisionDialog>
  );
}
