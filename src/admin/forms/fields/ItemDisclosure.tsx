import { useState, useSyncExternalStore, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useAdminText } from '../../text';
import { useForm, useShownProblem } from '../form-context';
import { useFieldInAddress } from '../field-address';
import { problemsWithin } from '../form-store';
import { itemSummary } from '../item-summary';

const SUMMARY_LENGTH = 60;

/**
 * A list item folded under one line (its name and its first text, itemSummary), its inputs
 * made only once it is opened: a long document (the forms, the gallery) opens at once, and typing in
 * one item re-renders that item alone. It opens by itself when a link names a field inside it, and
 * says so when a problem lies inside it.
 */
export function ItemDisclosure({
  pointer,
  name,
  startOpen,
  children,
}: {
  pointer: string;
  name: string;
  startOpen: boolean;
  children: ReactNode;
}) {
  const t = useAdminText();
  const { store } = useForm();
  const linked = useFieldInAddress();
  const address = store.fieldAddress(pointer);
  const [open, setOpen] = useState(
    () => startOpen || (address !== undefined && linked?.startsWith(`${address}/`) === true),
  );
  const firstLine = useSyncExternalStore(store.subscribe, () => itemSummary(store.get(pointer), t.language));
  const summary =
    firstLine.length > SUMMARY_LENGTH ? `${firstLine.slice(0, SUMMARY_LENGTH - 1)}…` : firstLine;
  const troubled = useSyncExternalStore(
    store.subscribe,
    () => problemsWithin(store.allProblems(), pointer).length > 0,
  );
  // A rule over the whole item (amounts that must add up) shows above its inputs.
  const problem = useShownProblem(store, pointer);
  return (
    <Box component="details" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <Box
        component="summary"
        sx={{
          cursor: 'pointer',
          minHeight: 44,
          py: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          color: troubled ? 'error.main' : undefined,
          '&::before': { content: open ? '"▾"' : '"▸"', width: '1em', flexShrink: 0 },
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
        }}
      >
        <Box component="span" sx={{ fontWeight: 600, flexShrink: 0 }}>
          {name}
        </Box>
        <Box
          component="span"
          sx={{ color: troubled ? undefined : 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {summary}
        </Box>
        {troubled && (
          <ErrorOutlineIcon fontSize="small" titleAccess={t('forms.itemHasProblem')} sx={{ flexShrink: 0 }} />
        )}
      </Box>
      {open && (
        <Box sx={{ pt: 1 }}>
          {problem && (
            <FormHelperText error sx={{ mt: 0, mb: 1 }}>
              {problem}
            </FormHelperText>
          )}
          {children}
        </Box>
      )}
    </Box>
  );
}
