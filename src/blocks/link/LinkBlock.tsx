import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { localizedPath } from '../../content/site-path';
import { useTranslation } from '../../i18n';
import { isExternalUrl, isRoutablePath, SmartLink } from '../../ui/SmartLink';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import type { BlockProps } from '../types';

export default function LinkBlock({ content }: BlockProps<'link'>) {
  const { t, l, language } = useTranslation();
  const text = l(content.text);
  if (content.appearance === 'button') {
    const newTab = content.isExternal || isExternalUrl(content.url);
    const target = newTab
      ? { href: content.url, target: '_blank', rel: 'noopener noreferrer' }
      : isRoutablePath(content.url)
        ? { component: RouterLink, to: localizedPath(content.url, language) }
        : { href: content.url };
    return (
      <Box sx={{ mb: 3 }}>
        <Button variant="contained" size="large" {...target}>
          {text}
          {newTab && <VisuallyHidden> {t('frame.opensInNewTab')}</VisuallyHidden>}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ mb: 2 }}>
      <SmartLink href={content.url} newTab={content.isExternal} sx={{ fontWeight: 600 }}>
        {text}
      </SmartLink>
    </Box>
  );
}
