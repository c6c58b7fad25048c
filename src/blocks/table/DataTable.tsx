import type { CSSProperties } from 'react';
import { alpha, styled } from '@mui/material/styles';
import { brand } from '../../ui/brand-colours';

/** Columns a stacked table can label; tables of the site have at most six. */
const MAX_LABELLED_COLUMNS = 8;

/**
 * The column names of a table as CSS custom properties, so that on a phone, where each row is
 * stacked into a card, every value shows its column's name before it (`content: var(--label)`),
 * in the prerendered page already, without scripts.
 */
export function columnLabels(labels: readonly string[]): CSSProperties {
  return Object.fromEntries(
    labels
      .slice(0, MAX_LABELLED_COLUMNS)
      .map((label, index) => [`--column-${index + 1}`, JSON.stringify(label.replace(/\s+/g, ' '))]),
  ) as CSSProperties;
}

/**
 * Holds a table: on a tablet a wide table scrolls sideways and shows that it does, with a shadow at
 * each edge that has more to see (backgrounds that move with the content cover the shadows at the
 * ends); on a phone the table is stacked and needs no scrolling.
 */
export const TableScroller = styled('div')(({ theme }) => {
  const paper = theme.palette.background.paper;
  const shade = alpha(theme.palette.common.black, 0.22);
  return {
    overflowX: 'auto',
    marginBottom: theme.spacing(3),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: paper,
    backgroundImage: [
      `linear-gradient(to right, ${paper} 30%, ${alpha(paper, 0)})`,
      `linear-gradient(to left, ${paper} 30%, ${alpha(paper, 0)})`,
      `radial-gradient(farthest-side at 0 50%, ${shade}, transparent)`,
      `radial-gradient(farthest-side at 100% 50%, ${shade}, transparent)`,
    ].join(', '),
    backgroundPosition: 'left center, right center, left center, right center',
    backgroundRepeat: 'no-repeat',
    backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
    backgroundAttachment: 'local, local, scroll, scroll',
    '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
    [theme.breakpoints.down('sm')]: { overflowX: 'visible', border: 0, background: 'none' },
  };
});

const labelledCells = Object.fromEntries(
  Array.from({ length: MAX_LABELLED_COLUMNS }, (_, index) => [
    `& :is(td, th):nth-child(${index + 1})`,
    { '--label': `var(--column-${index + 1}, "")` },
  ]),
);

/**
 * The site's data table; cells of class "amount" hold figures, aligned for comparing. Below 600 px
 * each body row becomes a card: its first cell is the card's title, every other value sits on a
 * line of its own after its column's name (see columnLabels), and an "action" cell (a download)
 * takes the card's whole width.
 */
export const DataTable = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.9rem',
  '& caption': { captionSide: 'top', textAlign: 'left', fontWeight: 700, padding: theme.spacing(1.5, 2) },
  '& th, & td': {
    padding: theme.spacing(1.25, 2),
    textAlign: 'left',
    borderTop: `1px solid ${theme.palette.divider}`,
  },
  '& thead th': {
    background: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    borderTop: 0,
  },
  '& tbody tr:nth-of-type(even)': { background: brand.wash(theme) },
  '& .amount': { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  '& .amount.range, & thead .amount': { whiteSpace: 'normal' },
  '& tfoot th, & tfoot td': { fontWeight: 700, borderTop: `2px solid ${theme.palette.primary.main}` },
  '& .note': { display: 'block', fontSize: '0.9rem', color: theme.palette.text.secondary },
  [theme.breakpoints.down('sm')]: {
    display: 'block',
    '& caption': { display: 'block', padding: theme.spacing(0, 0, 1) },
    // The header row stays for screen readers; each value shows its column's name instead.
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& tbody, & tfoot': { display: 'block' },
    '& tr': {
      display: 'block',
      marginBottom: theme.spacing(1.5),
      padding: theme.spacing(1, 1.5),
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      background: theme.palette.background.paper,
    },
    '& tbody tr:nth-of-type(even)': { background: theme.palette.background.paper },
    '& tfoot tr': { borderColor: theme.palette.primary.main, borderWidth: 2 },
    // A value too wide to sit beside its column's name moves under it, whole, rather than being
    // squeezed until its words break ("Chemist-ry", "1,20-0" on a 320 px phone).
    '& th, & td': {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      alignItems: 'baseline',
      columnGap: theme.spacing(2),
      padding: theme.spacing(0.5, 0),
      border: 0,
      textAlign: 'right',
      overflowWrap: 'anywhere',
    },
    ...labelledCells,
    '& :is(td, th)::before': {
      content: 'var(--label)',
      // Counted at its longest word when the line is shared out, the name stays beside any value
      // that leaves room for that word, takes the room left and wraps in it; otherwise the value
      // moves to the next line.
      flex: '1 1 0',
      textAlign: 'left',
      fontWeight: 700,
      color: theme.palette.text.secondary,
      overflowWrap: 'normal',
    },
    // The first cell names the row: the card's title, without a column name.
    '& tr > :first-child': {
      display: 'block',
      textAlign: 'left',
      fontWeight: 700,
      fontSize: '1rem',
      paddingBottom: theme.spacing(0.75),
      marginBottom: theme.spacing(0.5),
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    '& tr > :first-child::before': { content: 'none' },
    '& tfoot tr > :first-child': { borderBottom: 0, marginBottom: 0 },
    '& .amount': { whiteSpace: 'normal' },
    '& td.action': { display: 'block', paddingTop: theme.spacing(1) },
    '& td.action::before': { content: 'none' },
    '& td.action > a': {
      display: 'flex',
      justifyContent: 'center',
      width: '100%',
      minHeight: 44,
      padding: theme.spacing(1, 2),
      borderRadius: theme.shape.borderRadius,
      background: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
      whiteSpace: 'normal',
    },
  },
}));
