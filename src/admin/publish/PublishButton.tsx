import { useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import PublishIcon from '@mui/icons-material/Publish';
import { useAdminModel } from '../model/AdminModel';
import { HeaderAction } from '../layout/HeaderAction';
import { useAdminText, type AdminText } from '../text';
import { publishingFor, type PublishOutcome } from './publish-client';
import { publishProblems } from './publish-problems';

/**
 * The header's Publish: shows how many documents changed since the last publish and sends them. The
 * answer is told in a message; the problems of a refused publish go to the header's problem list.
 * Whatever the answer, the edits stay in the editor.
 */
export function PublishButton() {
  const t = useAdminText();
  const { store, history } = useAdminModel();
  const publishing = publishingFor(store, history);
  const count = useSyncExternalStore(store.subscribe, () => publishing.changedIds().length);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<PublishOutcome>();

  const publish = async () => {
    setSending(true);
    setOutcome(undefined);
    publishProblems.set([]);
    const answer = await publishing.publish();
    if (answer.kind === 'invalid') publishProblems.set(answer.problems);
    setOutcome(answer);
    setSending(false);
  };

  return (
    <>
      <HeaderAction
        icon={<PublishIcon />}
        label={sending ? t('publish.sending') : t('publish.button', { count })}
        disabled={sending || count === 0}
        onClick={() => void publish()}
      />
      <Snackbar
        open={outcome !== undefined}
        onClose={(_event, reason) => reason !== 'clickaway' && setOutcome(undefined)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        {outcome && (
          <Alert
            severity={outcome.kind !== 'published' ? 'error' : outcome.live ? 'success' : 'warning'}
            onClose={() => setOutcome(undefined)}
            closeText={t('publish.close')}
            role={outcome.kind === 'published' ? 'status' : 'alert'}
            sx={{ maxWidth: 560 }}
          >
            {outcomeText(outcome, t)}
          </Alert>
        )}
      </Snackbar>
    </>
  );
}

export function outcomeText(outcome: PublishOutcome, t: AdminText): string {
  switch (outcome.kind) {
    case 'published':
      return t(outcome.live ? 'publish.published' : 'publish.notYetLive', { revision: outcome.revision });
    case 'invalid':
      return t('publish.invalid', { count: outcome.problems.length });
    case 'conflict':
      return t('publish.conflict', { documents: outcome.documents.join(', ') });
    case 'signedOut':
      return t('publish.signedOut');
    case 'failed':
      return t('publish.failed');
  }
}
