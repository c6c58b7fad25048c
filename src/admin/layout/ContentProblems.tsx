import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { useAdminModel } from '../model/AdminModel';
import { useAdminText } from '../text';
import { HeaderAction } from './HeaderAction';

/** Checking the whole content takes milliseconds: it runs once typing pauses, not on every keystroke. */
const CHECK_DELAY_MS = 400;

/**
 * The problems the content has as it stands, found by the validation core (a link to a page just
 * deleted, a path renamed under a menu entry): a header button that shows how many and lists each
 * with its file and JSON pointer. Hidden while there is none.
 */
export function ContentProblems() {
  const t = useAdminText();
  const { store, checks } = useAdminModel();
  const [lines, setLines] = useState<string[]>(() =>
    checks.problems().map((problem) => checks.format(problem)),
  );
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(
        () => setLines(checks.problems().map((problem) => checks.format(problem))),
        CHECK_DELAY_MS,
      );
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store, checks]);

  if (lines.length === 0) return null;
  return (
    <>
      <HeaderAction
        icon={<ReportProblemIcon />}
        label={t('problems.count', { count: lines.length })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="content-problems-title">
        <DialogTitle id="content-problems-title">{t('problems.title', { count: lines.length })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('problems.intro')}</DialogContentText>
          <List dense>
            {lines.map((line) => (
              <ListItem key={line} sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {line}
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('problems.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
