import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { ScreenPage } from '../layout/ScreenPage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RevisionSummary } from '../../content/publishing';
import { useLanguage } from '../../i18n/language';
import { useAdminModel } from '../model/AdminModel';
import { DecisionDialog } from '../shared/DecisionDialog';
import { publishingFor } from '../publish/publish-client';
import { refusalText } from '../publish/PublishButton';
import { publishProblems } from '../publish/publish-problems';
import { useLoaded } from '../shared/useLoaded';
import { useAdminText, type AdminText } from '../text';
import { RevisionChanges } from './RevisionChanges';
import { documentName, formatPublishedAt } from './revision-naming';
import { listRevisions, readRevision, restoreRevision, type RestoreOutcome } from './revisions-client';

/** What the last Restore came to, told above the list. */
type RestoreNotice = { outcome: RestoreOutcome; from: number };

/**
 * The History screen: every published revision, newest first, with when, by whom, its edits and the
 * documents it changed; a revision opened shows its changes field by field; Restore publishes the
 * content as it was in that revision, after a confirmation.
 */
export default function HistoryScreen() {
  const t = useAdminText();
  const { state: list, reload } = useLoaded(() => listRevisions(), 'revisions');
  const [confirming, setConfirming] = useState<number>();
  const [restoring, setRestoring] = useState(false);
  const [notice, setNotice] = useState<RestoreNotice>();
  const { store, history } = useAdminModel();

  const revisions = list.status === 'ready' ? list.value : [];
  const newest = revisions[0]?.revision ?? 0;

  const restore = async (revision: number) => {
    setRestoring(true);
    setNotice(undefined);
    publishProblems.set([]);
    const publishing = publishingFor(store, history);
    // On the editor's own base, like Publish: a revision published since then is a conflict, not overwritten.
    let outcome = await restoreRevision(revision, await publishing.baseRevision());
    if (outcome.kind === 'restored') {
      try {
        const restored = await readRevision(outcome.revision);
        publishing.takeRestored(restored, t('revisions.historyLabel', { revision }));
      } catch {
        outcome = { kind: 'failed', status: undefined };
      }
    }
    if (outcome.kind === 'invalid') publishProblems.set(outcome.problems);
    setNotice({ outcome, from: revision });
    setConfirming(undefined);
    setRestoring(false);
    reload({ quietly: true });
  };

  return (
    <ScreenPage title={t('revisions.title')} intro={t('revisions.intro')} sx={{ minWidth: 0 }}>
      {notice && (
        <Alert
          severity={notice.outcome.kind === 'restored' ? 'success' : 'error'}
          role={notice.outcome.kind === 'restored' ? 'status' : 'alert'}
          onClose={() => setNotice(undefined)}
          sx={{ mb: 2 }}
        >
          {noticeText(notice, t)}
        </Alert>
      )}
      {list.status === 'loading' && <Typography role="status">{t('revisions.loading')}</Typography>}
      {list.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => reload()}>
              {t('revisions.retry')}
            </Button>
          }
        >
          {t('revisions.loadFailed')}
        </Alert>
      )}
      {list.status === 'ready' && revisions.length === 0 && <Typography>{t('revisions.empty')}</Typography>}
      {revisions.length > 0 && (
        <Box
          component="ol"
          aria-label={t('revisions.title')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
        >
          {revisions.map((summary) => (
            <RevisionCard
              key={summary.revision}
              summary={summary}
              live={summary.revision === newest}
              onRestore={() => setConfirming(summary.revision)}
            />
          ))}
        </Box>
      )}
      <DecisionDialog
        open={confirming !== undefined}
        onClose={() => setConfirming(undefined)}
        busy={restoring}
        title={t('revisions.confirmTitle', { revision: confirming ?? '' })}
        text={t('revisions.confirmText', { revision: confirming ?? '' })}
        decisions={[
          { label: t('revisions.cancel'), onChoose: () => setConfirming(undefined) },
          {
            label: restoring ? t('revisions.restoring') : t('revisions.confirm'),
            onChoose: () => confirming !== undefined && void restore(confirming),
            primary: true,
          },
        ]}
      />
    </ScreenPage>
  );
}

function noticeText({ outcome, from }: RestoreNotice, t: AdminText): string {
  return outcome.kind === 'restored'
    ? t('revisions.restored', { revision: from, newRevision: outcome.revision })
    : refusalText(outcome, 'revisions', t);
}

function RevisionCard({
  summary,
  live,
  onRestore,
}: {
  summary: RevisionSummary;
  live: boolean;
  onRestore: () => void;
}) {
  const t = useAdminText();
  const language = useLanguage();
  const { store } = useAdminModel();
  const [open, setOpen] = useState(false);
  const headingId = `revision-${summary.revision}`;
  const changesId = `revision-${summary.revision}-changes`;
  const when = new Date(summary.publishedAt);

  return (
    <Paper component="li" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.2rem' }}>
        {t('revisions.number', { revision: summary.revision })}
        {live && ` · ${t('revisions.live')}`}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        <time dateTime={summary.publishedAt}>{formatPublishedAt(when, language, t)}</time>
        {summary.publishedBy && ` ${t('revisions.by', { name: summary.publishedBy })}`}
      </Typography>
      {summary.restoredFrom !== undefined && (
        <Typography sx={{ fontWeight: 600 }}>
          {t('revisions.restoredFrom', { revision: summary.restoredFrom })}
        </Typography>
      )}
      {summary.labels.length > 0 && (
        <Box component="ul" aria-label={t('revisions.edits')} sx={{ my: 1, pl: 2.5 }}>
          {summary.labels.map((label, index) => (
            <li key={index}>{label}</li>
          ))}
        </Box>
      )}
      {summary.documents.length > 0 ? (
        <>
          <Typography component="h4" sx={{ fontWeight: 600, mt: 1 }}>
            {t('revisions.documents')}
          </Typography>
          <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
            {summary.documents.map((id) => (
              <li key={id}>{documentName(id, [store.peek(id)], language, t)}</li>
            ))}
          </Box>
        </>
      ) : (
        <Typography sx={{ mt: 1 }}>{t('revisions.started')}</Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {/* The content the site started with has no changes of its own to show. */}
        {summary.documents.length > 0 && (
          <Button
            variant="outlined"
            aria-expanded={open}
            aria-controls={open ? changesId : undefined}
            onClick={() => setOpen(!open)}
          >
            {t(open ? 'revisions.hide' : 'revisions.open', { revision: summary.revision })}
          </Button>
        )}
        {!live && (
          <Button variant="contained" onClick={onRestore}>
            {t('revisions.restore', { revision: summary.revision })}
          </Button>
        )}
      </Box>
      {open && <RevisionChanges id={changesId} revision={summary.revision} />}
    </Paper>
  );
}
