import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { usePausedCommit } from './usePausedCommit';

type InlineTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText'> & {
  /** The value in the document. */
  value: string;
  /** Applies a valid value to the document. */
  onCommit: (value: string) => void;
  /** What is wrong with a value, or null when it may be applied. */
  problem: (value: string) => string | null;
  helperText?: string;
};

/**
 * A field that edits a document's value in place: a valid value is applied once typing pauses (and
 * keystrokes merge into one history entry); an invalid value stays a draft in the field, with its
 * message, and changes nothing until it is fixed.
 */
export function InlineTextField({
  value,
  onCommit,
  problem,
  helperText,
  ...fieldProps
}: InlineTextFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = usePausedCommit();
  const shown = draft ?? value;
  const message = draft === null ? null : problem(draft);
  return (
    <TextField
      {...fieldProps}
      value={shown}
      error={message !== null}
      helperText={message ?? helperText}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        if (problem(next) !== null) return commit.cancel();
        commit.schedule(() => {
          onCommit(next);
          setDraft(null);
        });
      }}
      onBlur={(event) => {
        commit.flush();
        fieldProps.onBlur?.(event);
      }}
    />
  );
}
