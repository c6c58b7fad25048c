import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MouseEvent, ReactElement } from 'react';

interface HeaderActionProps {
  icon: ReactElement;
  label: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  'aria-haspopup'?: 'menu' | 'dialog';
  disabled?: boolean;
  /** The language of the label, when it is not the page's (the language switch names its language in it). */
  lang?: string;
}

/**
 * A button of the admin's header: icon and label on wide screens, the icon alone (named by its
 * label, with a tooltip) on phones, so every action stays on the one header row.
 */
export function HeaderAction({ icon, label, ...buttonProps }: HeaderActionProps) {
  const compact = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (!compact) {
    return (
      <Button color="inherit" startIcon={icon} {...buttonProps}>
        {label}
      </Button>
    );
  }
  const button = (
    <IconButton color="inherit" aria-label={label} {...buttonProps}>
      {icon}
    </IconButton>
  );
  // A disabled button gets no pointer events: a span around it keeps its tooltip.
  return <Tooltip title={label}>{buttonProps.disabled ? <span>{button}</span> : button}</Tooltip>;
}
