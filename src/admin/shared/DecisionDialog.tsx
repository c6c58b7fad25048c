import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface Decision {
  label: string;
  onChoose: () => void;
  /** The choice that goes on with the work. */
  primary?: boolean;
  destructive?: boolean;
}

/**
 * A question the user must answer before editing on (what to do with unpublished edits): without
 * `onClose` it cannot be dismissed by a click beside it or Escape, since each way out is a decision
 * about their work. A confirmation (delete a page, restore a revision) gives `onClose`, its Cancel;
 * so does a dialog that only shows something (a list of problems, a slide), its Close.
 */
export function DecisionDialog({
  open,
  title,
  text,
  decisions,
  busy = false,
  onClose,
  children,
  wide = false,
}: {
  open: boolean;
  title: string;
  text?: string;
  decisions: Decision[];
  /** While a choice is being carried out, the buttons wait. */
  busy?: boolean;
  onClose?: () => void;
  /** What follows the text: progress, why the last try failed, or the list the dialog shows. */
  children?: ReactNode;
  /** For a dialog that shows something wide (a slide), not only a question. */
  wide?: boolean;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose && (() => !busy && onClose())}
      aria-labelledby={titleId}
      aria-describedby={text === undefined ? undefined : textId}
      maxWidth={wide ? 'md' : 'sm'}
      fullWidth={wide}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {text !== undefined && <DialogContentText id={textId}>{text}</DialogContentText>}
        {children}
      </DialogContent>
      <DialogActions>
        {decisions.map(({ label, onChoose, primary, destructive }) => (
          <Button
            key={label}
            variant={primary ? 'contained' : 'outlined'}
            color={destructive ? 'error' : undefined}
            disabled={busy}
            onClick={onChoose}
          >
            {label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
