import { useRef, type KeyboardEvent } from 'react';
import { styled } from '@mui/material/styles';

const List = styled('div')(({ theme }) => ({
  // The tabs wrap onto a second row on a narrow phone rather than scroll out of sight, so every
  // one of them is seen.
  display: 'flex',
  flexWrap: 'wrap',
  marginBottom: theme.spacing(2),
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& [role="tab"]': {
    flexShrink: 0,
    maxWidth: '100%',
    minHeight: 48,
    padding: theme.spacing(0, 1.5),
    border: 0,
    borderBottom: '2px solid transparent',
    background: 'none',
    font: 'inherit',
    fontWeight: 600,
    fontSize: '0.9375rem',
    color: theme.palette.text.secondary,
    cursor: 'pointer',
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 2.5) },
  },
  '& [role="tab"]:hover': { color: theme.palette.primary.main },
  '& [role="tab"][aria-selected="true"]': {
    color: theme.palette.primary.main,
    borderBottomColor: theme.palette.primary.main,
  },
  '& [role="tab"]:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
}));

export interface TabOption {
  value: string;
  label: string;
}

/**
 * A row of tabs (WAI-ARIA tabs pattern) that all control one panel: the selected tab is the one in
 * the Tab order, the arrow keys, Home and End move between tabs and select as they go.
 */
export function TabList({
  tabs,
  selected,
  onSelect,
  label,
  tabId,
  panelId,
}: {
  tabs: readonly TabOption[];
  selected: string;
  onSelect: (value: string) => void;
  label: string;
  tabId: (value: string) => string;
  panelId: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const moveWithKeys = (event: KeyboardEvent) => {
    const current = tabs.findIndex((tab) => tab.value === selected);
    const target = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    onSelect(next.value);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.value))}`)?.focus();
  };
  return (
    <List role="tablist" aria-label={label} ref={list} onKeyDown={moveWithKeys}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          id={tabId(tab.value)}
          aria-selected={tab.value === selected}
          aria-controls={panelId}
          tabIndex={tab.value === selected ? 0 : -1}
          onClick={() => onSelect(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </List>
  );
}
