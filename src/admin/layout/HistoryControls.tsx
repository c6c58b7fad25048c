import { useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import type { EditHistory } from '../../content/history';
import { useAdminModel, useHistoryState } from '../model/AdminModel';
import { useAdminText } from '../text';
import { HeaderAction } from './HeaderAction';

/** Undo, Redo (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y outside text fields) and what was done, newest first. */
export function HistoryControls() {
  const t = useAdminText();
  const { history } = useAdminModel();
  const { past, future } = useHistoryState();
  const [listAnchor, setListAnchor] = useState<HTMLElement | null>(null);
  useHistoryKeys(history);
  return (
    <>
      {(
        [
          ['undo', past.at(-1), UndoIcon],
          ['redo', future[0], RedoIcon],
        ] as const
      ).map(([step, entry, Icon]) => (
        <Tooltip key={step} title={entry ? `${t(`history.${step}`)}: ${entry.label}` : t(`history.${step}`)}>
          <span>
            <IconButton
              color="inherit"
              aria-label={t(`history.${step}`)}
              disabled={!entry}
              onClick={() => history[step]()}
            >
              <Icon />
            </IconButton>
          </span>
        </Tooltip>
      ))}
      <HeaderAction
        icon={<HistoryIcon />}
        label={t('history.show')}
        aria-haspopup="dialog"
        onClick={(event) => setListAnchor(event.currentTarget)}
      />
      <Popover
        open={listAnchor !== null}
        anchorEl={listAnchor}
        onClose={() => setListAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('history.label') } }}
      >
        {past.length + future.length === 0 ? (
          <Typography sx={{ p: 2 }}>{t('history.empty')}</Typography>
        ) : (
          <List
            dense
            aria-label={t('history.label')}
            sx={{ maxHeight: 360, overflow: 'auto', minWidth: 280 }}
          >
            {[...future].reverse().map((entry, index) => (
              <ListItem key={`future-${index}`} sx={{ color: 'text.secondary' }}>
                <ListItemText primary={entry.label} secondary={t('history.undone')} />
              </ListItem>
            ))}
            {[...past].reverse().map((entry, index) => (
              <ListItem key={`past-${index}`}>
                <ListItemText primary={entry.label} />
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}

function useHistoryKeys(history: EditHistory) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || editsItsOwnText(event.target)) return;
      const key = event.key.toLowerCase();
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      const undo = key === 'z' && !event.shiftKey;
      if (!undo && !redo) return;
      event.preventDefault();
      if (redo) history.redo();
      else history.undo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [history]);
}

/** Text fields keep the browser's own undo for what is being typed, and open dialogs their draft. */
function editsItsOwnText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.closest('[role="dialog"]') !== null ||
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type))
  );
}
