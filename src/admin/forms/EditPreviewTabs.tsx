import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { SxProps, Theme } from '@mui/material/styles';

export type EditOrPreview = 'edit' | 'preview';
const BOTH: readonly EditOrPreview[] = ['edit', 'preview'];

const tabId = (idPrefix: string, which: EditOrPreview) => `${idPrefix}-tab-${which}`;
const panelId = (idPrefix: string, which: EditOrPreview) => `${idPrefix}-panel-${which}`;

/**
 * The Edit and Preview tabs over a draft (a component's dialog, a content section's form), tied to
 * their panels (EditPreviewPanels) by ids made from `idPrefix`. Apart, so a dialog can keep its tabs
 * above the part that scrolls.
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
  return (
    <Tabs value={value} onChange={(_, next: EditOrPreview) => onChange(next)} aria-label={words.tabs} sx={sx}>
      {BOTH.map((which) => (
        <Tab
          key={which}
          value={which}
          label={words[which]}
          id={tabId(idPrefix, which)}
          aria-controls={panelId(idPrefix, which)}
        />
      ))}
    </Tabs>
  );
}

/**
 * The two panels: the form stays mounted while the preview shows (its inputs keep their state), and
 * the preview is drawn only while it is shown.
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
    <>
      {BOTH.map((which) => (
        <Box
          key={which}
          role="tabpanel"
          id={panelId(idPrefix, which)}
          aria-labelledby={tabId(idPrefix, which)}
          hidden={value !== which}
          // The blocks previewed lay out by this panel's width, as on the site by the main column's.
          sx={which === 'preview' ? { containerType: 'inline-size' } : undefined}
        >
          {which === 'edit' ? edit : value === 'preview' && preview()}
        </Box>
      ))}
    </>
  );
}
