import { styled } from '@mui/material/styles';
import { visuallyHidden } from './VisuallyHidden';

const Group = styled('fieldset')(({ theme }) => ({
  // The tabs wrap onto a second row on a narrow phone rather than scroll out of sight, so every
  // one of them is seen.
  display: 'flex',
  flexWrap: 'wrap',
  minWidth: 0,
  margin: theme.spacing(0, 0, 2),
  padding: 0,
  border: 0,
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& legend': visuallyHidden,
  '& label': {
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    maxWidth: '100%',
    minHeight: 48,
    padding: theme.spacing(0, 1.5),
    borderBottom: '2px solid transparent',
    fontWeight: 700,
    fontSize: '0.9rem',
    color: theme.palette.text.secondary,
    cursor: 'pointer',
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 2.5) },
  },
  '& input': { ...visuallyHidden, position: 'absolute' },
  '& label:hover': { color: theme.palette.primary.main },
  '& label:has(input:checked)': {
    color: theme.palette.primary.main,
    borderBottomColor: theme.palette.primary.main,
  },
  '& label:has(input:focus-visible)': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -2,
  },
}));

export interface TabOption {
  value: string;
  label: string;
}

/**
 * A row of choices that looks like tabs and is a native radio group: one is chosen, the arrow keys
 * move between them and choose as they go, and a tap works before any script has loaded (or with
 * none). What the choice shows is for the CSS around it to say, with :has() on the checked input
 * (see filterByChoice), so the group needs no code in the browser.
 */
export function RadioTabs({
  tabs,
  name,
  initial,
  label,
}: {
  tabs: readonly TabOption[];
  /** The radio group's name, unique in the page. */
  name: string;
  initial: string;
  label: string;
}) {
  return (
    <Group>
      <legend>{label}</legend>
      {tabs.map((tab) => (
        <label key={tab.value}>
          <input type="radio" name={name} value={tab.value} defaultChecked={tab.value === initial} />
          {tab.label}
        </label>
      ))}
    </Group>
  );
}

/**
 * The CSS that, inside an element holding a RadioTabs group, hides every item whose data attribute
 * differs from the chosen value; the value `all` (or any value not listed) hides nothing.
 */
export function filterByChoice(name: string, attribute: string, values: readonly string[]) {
  return Object.fromEntries(
    values.map((value) => [
      `&:has(input[name=${JSON.stringify(name)}][value=${JSON.stringify(value)}]:checked) [${attribute}]:not([${attribute}=${JSON.stringify(value)}])`,
      { display: 'none' },
    ]),
  );
}
