import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { ScreenTabs, tabPanelOf } from '../shared/ScreenTabs';

export type EditOrPreview = 'edit' | 'preview';

/**
 * The Edit and Preview tabs over a draft (a component's dialog, a content section's form), tied to
 * their panel (EditPreviewPanels) by `idPrefix`. Apart, so a dialog can keep its tabs above the part
 * that scrolls.
 */
export function EditPreviewTabs({
  idPrefix,
  value,
  onChange,
  words,
  sx,
}: {
  idPrefix: string;
  value: EditOrPreview;
  onChange: (next: EditOrPreview) => void;
  words: { edit: string; preview: string; tabs?: string };
  sx?: SxProps<Theme>;
}) {
  const choices = [
    { value: 'edit', label: words.edit },
    { value: 'preview', label: words.preview },
  ] as const;
  return (
    <ScreenTabs
      idPrefix={idPrefix}
      label={words.tabs}
      choices={choices}
      value={value}
      onChange={onChange}
      sx={sx}
    />
  );
}

/**
 * The panel: the form stays mounted while the preview shows (its inputs keep their state), and the
 * preview is drawn only while it is shown.
 */
export function EditPreviewPanels({
  idPrefix,
  value,
  edit,
  preview,
}: {
  idPrefix: string;
  value: EditOrPreview;
  edit: ReactNode;
  preview: () => ReactNode;
}) {
  return (
    <Box {...tabPanelOf(idPrefix, value)}>
      <Box hidden={value !== 'edit'}>{edit}</Box>
      {value === 'preview' && preview()}
    </Box>
  );
}
