import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface TabChoice<Value extends string> {
  value: Value;
  label: string;
}

/**
 * A screen's tabs over one panel (footer, settings, sidebars, the links' filter): scrollable, so every
 * tab is reachable on a phone, each tab naming the panel and the panel (see tabPanelOf) naming its tab.
 */
export function ScreenTabs<Value extends string>({
  idPrefix,
  label,
  choices,
  value,
  onChange,
}: {
  idPrefix: string;
  label: string;
  choices: readonly TabChoice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
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

/** The attributes of the panel under ScreenTabs of the same idPrefix, showing the chosen tab. */
export const tabPanelOf = (idPrefix: string, value: string) => ({
  role: 'tabpanel' as const,
  id: `${idPrefix}-panel`,
  'aria-labelledby': `${idPrefix}-tab-${value}`,
});
