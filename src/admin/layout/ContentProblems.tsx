import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Link from '@mui/material/Link';
import type { ContentError } from '../../validation';
import { formatContentError } from '../../validation/format-error';
import { documentIdOfFile } from '../../content/places';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { useAdminModel } from '../model/AdminModel';
import { publishProblems } from '../publish/publish-problems';
import { DecisionDialog } from '../shared/DecisionDialog';
import { useAdminAddress } from '../shared/useAdminAddress';
import { afterPause } from '../shared/usePausedCommit';
import { useAdminText } from '../text';
import { useProblemWords } from '../text/problems';
import { HeaderAction } from './HeaderAction';
import { screenAt } from './screens';

/** Checking the whole content takes milliseconds: it runs once typing pauses, not on every keystroke. */
const CHECK_DELAY_MS = 400;

/**
 * The content's problems as it stands (a link to a page just deleted, a path renamed under a menu
 * entry), found by the validation core or by the server refusing a publish: a header button, hidden
 * while there is none, listing each with its file and JSON pointer and a link to the screen that mends it.
 */
export function ContentProblems() {
  const t = useAdminText();
  const problemWords = useProblemWords();
  const address = useAdminAddress();
  const { store, checks } = useAdminModel();
  const [found, setFound] = useState<ContentError[]>(() => checks.problems());
  const refusedPublish = useSyncExternalStore(publishProblems.subscribe, publishProblems.get);
  const [open, setOpen] = useState(false);

  // The core is fetched after the first screen shows; its first findings show when it is in.
  useEffect(() => void checks.load(), [checks]);
  useEffect(() => afterPause(checks.subscribe, CHECK_DELAY_MS, () => setFound(checks.problems())), [checks]);

  const problems = withoutRepeats([...found, ...refusedPublish]);
  if (problems.length === 0) return null;
  return (
    <>
      <HeaderAction
        icon={<ReportProblemIcon />}
        label={t('problems.count', { count: problems.length })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      <DecisionDialog
        open={open}
        title={t('problems.title', { count: problems.length })}
        text={t('problems.intro')}
        onClose={() => setOpen(false)}
        decisions={[{ label: t('problems.close'), onChoose: () => setOpen(false) }]}
      >
        <List dense>
          {problems.map((problem, index) => {
            const id = documentIdOfFile(problem.file);
            const screen = id === undefined ? undefined : screenAt(store, id, problem.pointer);
            return (
              <ListItem key={index} sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                <span style={{ fontFamily: 'monospace' }}>
                  {formatContentError({ ...problem, message: problemWords(problem) })}
                </span>{' '}
                {screen && (
                  <Link component={RouterLink} to={address(screen.to)} onClick={() => setOpen(false)}>
                    {t('problems.mendIn', { screen: t(screen.label) })}
                  </Link>
                )}
              </ListItem>
            );
          })}
        </List>
      </DecisionDialog>
    </>
  );
}

/** A problem both the browser and the server found is listed once. */
function withoutRepeats(problems: readonly ContentError[]) {
  return [...new Map(problems.map((problem) => [formatContentError(problem), problem])).values()];
}
