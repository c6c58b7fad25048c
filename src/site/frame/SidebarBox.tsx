import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import { brand } from '../../ui/brand-colours';

/**
 * A titled box of the sidebars: a coloured h2 bar over a list. Typed as Paper so that `component`
 * (section, nav) reaches Paper; emotion's `as` would drop Paper and put its props on the element.
 */
export const SectionBox = styled(Paper)(({ theme }) => ({
  overflow: 'hidden',
  marginBottom: theme.spacing(2.5),
  '& h2': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    margin: 0,
    padding: theme.spacing(1.25, 2),
    fontSize: '1rem',
    color: '#fff',
    background: theme.palette.primary.main,
  },
  '& ul': { listStyle: 'none', margin: 0, padding: theme.spacing(0.5, 0) },
  '& li a': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    padding: theme.spacing(1, 1.5),
    minHeight: 44,
    color: theme.palette.text.primary,
    textDecoration: 'none',
  },
  '& li a:hover, & li a:focus-visible': { background: brand.tint(theme), color: theme.palette.primary.dark },
  '& li a svg': { color: theme.palette.secondary.dark, flexShrink: 0 },
})) as unknown as typeof Paper;
