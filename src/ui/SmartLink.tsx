import type { ReactNode } from 'react';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n';
import { VisuallyHidden } from './VisuallyHidden';

export type SmartLinkProps = Omit<MuiLinkProps, 'href'> & {
  href: string;
  /** Open in a new tab even for an address on this site. */
  newTab?: boolean;
  children: ReactNode;
};

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//.test(url);
}

/** True for an address the client router can show without a page load. */
export function isRoutablePath(url: string): boolean {
  return (
    url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/media/') && !url.startsWith('/files/')
  );
}

/**
 * A link to any address content may hold: pages of this site go through the router, web addresses
 * open in a new tab without giving the opened page access to this one, and mailto:/tel: work as usual.
 */
export function SmartLink({ href, newTab, children, ...rest }: SmartLinkProps) {
  const { t } = useTranslation();
  if (isExternalUrl(href) || newTab) {
    return (
      <MuiLink href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <VisuallyHidden> {t('frame.opensInNewTab')}</VisuallyHidden>
      </MuiLink>
    );
  }
  if (isRoutablePath(href)) {
    return (
      <MuiLink component={RouterLink} to={href} {...rest}>
        {children}
      </MuiLink>
    );
  }
  return (
    <MuiLink href={href} {...rest}>
      {children}
    </MuiLink>
  );
}
