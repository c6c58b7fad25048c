import { useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import PublishIcon from '@mui/icons-material/Publish';
import { useLanguage } from '../../i18n/language';
import { SignInDialog } from '../auth/SignInDialog';
import { useAdminModel } from '../model/AdminModel';
import { HeaderAction } from '../layout/HeaderAction';
import { useAdminText, type AdminText } from '../text';
import { DecisionDialog } from '../shared/DecisionDialog';
import { documentNames } from '../history/revision-naming';
import { publishingFor, type PublishOutcome, type PublishRefusal } from './publish-client';
import { publishProblems } from './publish-problems';
import { readServerChangesSince, type ServerChanges } from './server-changes';

/** What the header tells after Publish, or after bringing in the latest revision. */
export type PublishNotice = PublishOutcome | { kind: 'rebased'; revision: number } | { kind: 'rebaseFailed' };

/** A newer revision read after a 409, waiting for the user to say whose version of `conflicts` wins. */
interface PendingRebase {
  changes: ServerChanges;
  conflicts: string[];
}

/**
 * The header's Publish, counting the documents changed since the last publish. Whatever the answer the
 * edits stay; a refused publish's problems go to the header's problem list. An ended session signs in
 * again over the screen; after a 409 the latest revision can be brought in under the user's changes.
 */
export function PublishButton() {
  const t = useAdminText();
  const language = useLanguage();
  const { store, history } = useAdminModel();
  const publishing = publishingFor(store, history);
  const count = useSyncExternalStore(store.subscribe, () => publishing.changedIds().length);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<PublishNotice>();
  const [signingIn, setSigningIn] = useState(false);
  const [pendingRebase, setPendingRebase] = useState<PendingRebase>();

  const publish = async () => {
    setSending(true);
    setNotice(undefined);
    publishProblems.set([]);
    const answer = await publishing.publish();
    if (answer.kind === 'invalid') publishProblems.set(answer.problems);
    setNotice(answer);
    setSending(false);
  };

  const rebase = (changes: ServerChanges, keepMine: Iterable<string>) => {
    publishing.rebase(
      changes.revision,
      changes.documents,
      new Set(keepMine),
      t('publish.rebaseLabel', { revision: changes.revision }),
    );
    setPendingRebase(undefined);
    setNotice({ kind: 'rebased', revision: changes.revision });
  };

  const bringInLatest = async () => {
    setSending(true);
    setNotice(undefined);
    try {
      const changes = await readServerChangesSince(await publishing.baseRevision());
      const mine = new Set(publishing.changedIds());
      const conflicts = [...changes.documents.keys()].filter((id) => mine.has(id));
      if (conflicts.length === 0) rebase(changes, []);
      else setPendingRebase({ changes, conflicts });
    } catch {
      setNotice({ kind: 'rebaseFailed' });
    }
    setSending(false);
  };

  const action =
    notice?.kind === 'signedOut' ? (
      <Button color="inherit" size="small" onClick={() => setSigningIn(true)}>
        {t('publish.signInAgain')}
      </Button>
    ) : notice?.kind === 'conflict' ? (
      <Button color="inherit" size="small" onClick={() => void bringInLatest()}>
        {t('publish.bringIn')}
      </Button>
    ) : undefined;

  return (
    <>
      <HeaderAction
        icon={<PublishIcon />}
        label={sending ? t('publish.sending') : t('publish.button', { count })}
        count={sending ? 0 : count}
        disabled={sending || count === 0}
        onClick={() => void publish()}
      />
      <Snackbar
        open={notice !== undefined}
        onClose={(_event, reason) => reason !== 'clickaway' && setNotice(undefined)}
        // Never over the header, whose buttons and tooltips must stay clear of the outcome and its buttons.
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice && (
          <Alert
            severity={severityOf(notice)}
            onClose={() => setNotice(undefined)}
            role={severityOf(notice) === 'error' ? 'alert' : 'status'}
            action={action}
            sx={{ maxWidth: 560 }}
          >
            {outcomeText(notice, t)}
          </Alert>
        )}
      </Snackbar>
      <SignInDialog
        open={signingIn}
        title={t('publish.signInTitle')}
        text={t('publish.signInText')}
        submitLabel={t('publish.signInSubmit')}
        onCancel={() => setSigningIn(false)}
        onSignedIn={() => {
          setSigningIn(false);
          void publish();
        }}
      />
      {pendingRebase && (
        <DecisionDialog
          open
          title={t('publish.rebaseTitle')}
          text={t('publish.rebaseText', {
            revision: pendingRebase.changes.revision,
            documents: documentNames(pendingRebase.conflicts, store, language, t),
          })}
          decisions={[
            { label: t('publish.takeTheirs'), onChoose: () => rebase(pendingRebase.changes, []) },
            {
              label: t('publish.keepMine'),
              onChoose: () => rebase(pendingRebase.changes, pendingRebase.conflicts),
              primary: true,
            },
          ]}
        />
      )}
    </>
  );
}

function severityOf(notice: PublishNotice): 'success' | 'warning' | 'error' | 'info' {
  switch (notice.kind) {
    case 'published':
      return notice.live ? 'success' : 'warning';
    case 'rebased':
      return 'info';
    default:
      return 'error';
  }
}

export function outcomeText(outcome: PublishNotice, t: AdminText): string {
  switch (outcome.kind) {
    case 'published':
      return t(outcome.live ? 'publish.published' : 'publish.notYetLive', { revision: outcome.revision });
    case 'rebased':
      return t('publish.rebased', { revision: outcome.revision });
    case 'rebaseFailed':
      return t('publish.rebaseFailed');
    default:
      return refusalText(outcome, 'publish', t);
  }
}

/** Why the server refused a publish or a restore, in the words of the screen that asked. */
export function refusalText(refusal: PublishRefusal, asked: 'publish' | 'revisions', t: AdminText): string {
  const values: Record<string, string | number> =
    refusal.kind === 'invalid'
      ? { count: refusal.problems.length }
      : refusal.kind === 'conflict'
        ? { documents: refusal.documents.join(', '), revision: refusal.currentRevision }
        : {};
  return t(`${asked}.${refusal.kind}`, values);
}
