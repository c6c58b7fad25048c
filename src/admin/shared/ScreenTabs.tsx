import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

interface TabsProps<Value extends string> {
  idPrefix: string;
  label: string;
  choices: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/**
 * A screen's tabs over one panel (footer, settings, sidebars, the links' filter): scrollable, so every
 * tab is reachable on a phone, each tab naming the panel and the panel naming its tab.
 */
export function ScreenTabs<Value extends string>({
  idPrefix,
  label,
  choices,
  value,
  onChange,
}: TabsProps<Value>) {
  return (
    <Tabs
      value={value}
      onChange={(_, chosen: Value) => onChange(chosen)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={label}
    >
      {choices.map((choice) => (
        <Tab
          key={choice.value}
          value={choice.value}
          label={choice.label}
          id={`${idPrefix}-tab-${choice.value}`}
          aria-controls={`${idPrefix}-panel`}
        />
      ))}
    </Tabs>
  );
}

/**
 * The one frame of a screen's content: the screen's tabs, and under them the panel, its parts in a
 * column (`narrow` for forms, whose inputs read badly wider). `onChange` hears the typing in the panel.
 */
export function ScreenPanel<Value extends string>({
  tabs,
  narrow = false,
  onChange,
  children,
}: {
  tabs: TabsProps<Value>;
  narrow?: boolean;
  onChange?: FormEventHandler;
  children: ReactNode;
}) {
  return (
    <Paper>
      <ScreenTabs {...tabs} />
      <Box
        {...tabPanelOf(tabs.idPrefix, tabs.value)}
        onChange={onChange}
        sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, maxWidth: narrow ? 720 : undefined }}
      >
        {children}
      </Box>
    </Paper>
  );
}

/** The attributes of the panel under ScreenTabs of the same idPrefix, showing the chosen tab. */
export const tabPanelOf = (idPrefix: string, value: string) => ({
  role: 'tabpanel' as const,
  id: `${idPrefix}-panel`,
  'aria-labelledby': `${idPrefix}-tab-${value}`,
});
