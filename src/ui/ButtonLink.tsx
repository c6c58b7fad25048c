import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n';
import { isRoutablePath, localizedPath } from '../content/site-path';
import { buttonLook, withoutLookProps, type ButtonLookProps } from './button-look';
import { isExternalUrl } from './SmartLink';
import { VisuallyHidden } from './VisuallyHidden';

const Anchor = styled('a', { shouldForwardProp: withoutLookProps })<ButtonLookProps>(buttonLook);
const InAppLink = styled(RouterLink, { shouldForwardProp: withoutLookProps })<ButtonLookProps>(buttonLook);

/** A native button with the theme's button look. */
export const LookButton = styled('button', { shouldForwardProp: withoutLookProps })<ButtonLookProps>(
  buttonLook,
);

export type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  ButtonLookProps & {
    href: string;
    /** Open in a new tab even for an address on this site. */
    newTab?: boolean;
    sx?: SxProps<Theme>;
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
      <Anchor href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <VisuallyHidden> {t('frame.opensInNewTab')}</VisuallyHidden>
      </Anchor>
    );
  }
  if (isRoutablePath(href)) {
    return (
      <InAppLink to={localizedPath(href, language)} {...rest}>
        {children}
      </InAppLink>
    );
  }
  return (
    <Anchor href={href} {...rest}>
      {children}
    </Anchor>
  );
}
