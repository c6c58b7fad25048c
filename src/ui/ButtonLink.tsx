import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n';
import { isRoutablePath, localizedPath } from '../content/site-path';
import { isExternalUrl } from './SmartLink';
import { VisuallyHidden } from './VisuallyHidden';

export type ButtonLinkProps = Omit<ButtonProps<'a'>, 'href'> & {
  href: string;
  /** Open in a new tab even for an address on this site. */
  newTab?: boolean;
  children: ReactNode;
};

/**
 * A link that looks like a button, for a main action. It goes where SmartLink would: pages of this site
 * through the router in the page's language, web addresses to a new tab that cannot reach this one.
 */
export function ButtonLink({ href, newTab, children, ...rest }: ButtonLinkProps) {
  const { t, language } = useTranslation();
  if (newTab || isExternalUrl(href)) {
    return (
      <Button href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <VisuallyHidden> {t('frame.opensInNewTab')}</VisuallyHidden>
      </Button>
    );
  }
  if (isRoutablePath(href)) {
    return (
      <Button component={RouterLink} to={localizedPath(href, language)} {...rest}>
        {children}
      </Button>
    );
  }
  return (
    <Button href={href} {...rest}>
      {children}
    </Button>
  );
}
