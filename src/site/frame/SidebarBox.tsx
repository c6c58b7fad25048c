import { styled, type Theme } from '@mui/material/styles';
import { brand } from '../../ui/brand-colours';

/**
 * The card every box of the sidebars sits on, drawn by its class alone: MUI's Paper would write its
 * shadow into a style attribute of every box on every page.
 */
const card = (theme: Theme) => ({
  color: theme.palette.text.primary,
  background: theme.palette.background.paper,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[1],
  marginBottom: theme.spacing(2.5),
});

/** A short line on its own card, such as the college's registration number. */
export const NoteBox = styled('div')(({ theme }) => ({
  ...card(theme),
  padding: theme.spacing(2),
  textAlign: 'center',
}));

/**
 * A titled box of the sidebars: a coloured h2 bar over a list. `as` names the element: a section, or
 * the language selector's nav.
 */
export const SectionBox = styled('section')(({ theme }) => ({
  ...card(theme),
  overflow: 'hidden',
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
}));
