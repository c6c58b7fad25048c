import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../../i18n/language';
import { useLoaded } from '../shared/useLoaded';
import { useAdminText } from '../text';
import { diffDocuments } from './revision-diff';
import { describeChange, documentName } from './revision-naming';
import { readRevision } from './revisions-client';

/** One revision's changes, per document, field by field in words: where, what, before and after. */
export function RevisionChanges({ id, revision }: { id: string; revision: number }) {
  const t = useAdminText();
  const language = useLanguage();
  const { state } = useLoaded(() => readRevision(revision), revision);

  if (state.status === 'loading')
    return (
      <Typography id={id} role="status" sx={{ mt: 2 }}>
        {t('revisions.loadingChanges')}
      </Typography>
    );
  if (state.status === 'failed')
    return (
      <Alert id={id} severity="error" sx={{ mt: 2 }}>
        {t('revisions.detailFailed')}
      </Alert>
    );
  return (
    <Box id={id} sx={{ mt: 2, display: 'grid', gap: 2 }}>
      {state.value.changes.map((document) => {
        const changes = diffDocuments(document.before, document.after);
        const name = documentName(document.id, [document.after, document.before], language, t);
        return (
          <Box component="section" key={document.id} aria-label={name}>
            <Typography component="h4" sx={{ fontWeight: 700 }}>
              {name}
            </Typography>
            {changes.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('revisions.noFieldChanges')}</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {changes.map((change, index) => {
                  const words = describeChange(change, language, t);
                  return (
                    <Box
                      component="li"
                      key={index}
                      sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, minWidth: 0 }}
                    >
                      <Typography sx={{ fontWeight: 600 }}>
                        {words.where}: {words.what}
                      </Typography>
                      {(['before', 'after'] as const).map(
                        (side) =>
                          words[side] !== undefined && (
                            <Typography key={side}>
                              <Box component="span" sx={{ color: 'text.secondary' }}>
                                {t(`revisions.${side}`)}
                              </Box>{' '}
                              {side === 'before' ? <del>{words.before}</del> : <ins>{words.after}</ins>}
                            </Typography>
                          ),
                      )}
                    </Box>
                  );
                })}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
