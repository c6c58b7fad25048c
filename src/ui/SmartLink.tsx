import type { ReactNode } from 'react';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { isRoutablePath, localizedPath } from '../content/site-path';
import { useTranslation } from '../i18n';
import { VisuallyHidden } from './VisuallyHidden';
import { isExternalUrl } from './islands/island-link';

export type SmartLinkProps = Omit<MuiLinkProps, 'href'> & {
  href: string;
  /** Open in a new tab even for an address on this site. */
  newTab?: boolean;
  children: ReactNode;
};

export { isExternalUrl, isRoutablePath };

/**
 * A link to any address content may hold: pages of this site go through the router, in the language
 * of the page it is on (content names /fees; a Kiswahili page links to /sw/fees), web addresses
 * open in a new tab without giving the opened page access to this one, and mailto:/tel: work as usual.
 */
export function SmartLink({ href, newTab, children, ...rest }: SmartLinkProps) {
  const { t, language } = useTranslation();
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
      <MuiLink component={RouterLink} to={localizedPath(href, language)} {...rest}>
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
