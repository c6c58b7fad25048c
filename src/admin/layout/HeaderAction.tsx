import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MouseEvent, ReactElement } from 'react';
import { Link } from 'react-router';

interface HeaderActionProps {
  icon: ReactElement;
  label: string;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Makes the action a link to this address. */
  to?: string;
  'aria-haspopup'?: 'menu' | 'dialog';
  disabled?: boolean;
  /** The language of the label, when it is not the page's (the language switch names its language in it). */
  lang?: string;
  /** A number the label gives, shown on the icon where the label is not (changes waiting to be published). */
  count?: number;
}

/**
 * A button (or link) of the admin's header: icon and label where the header's actions all fit with
 * their labels, the icon alone (named by its label, with a tooltip) below that, so the header never
 * wraps its labels over two lines.
 */
export function HeaderAction({ icon, label, to, count, ...buttonProps }: HeaderActionProps) {
  const compact = useMediaQuery((theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const link = to === undefined ? {} : { component: Link, to };
  if (!compact) {
    return (
      <Button color="inherit" startIcon={icon} {...link} {...buttonProps}>
        {label}
      </Button>
    );
  }
  const button = (
    <IconButton color="inherit" aria-label={label} {...link} {...buttonProps}>
      {count ? (
        <Badge badgeContent={count} color="secondary" aria-hidden>
          {icon}
        </Badge>
      ) : (
        icon
      )}
    </IconButton>
  );
  // A disabled button gets no pointer events: a span around it keeps its tooltip.
  return <Tooltip title={label}>{buttonProps.disabled ? <span>{button}</span> : button}</Tooltip>;
}
