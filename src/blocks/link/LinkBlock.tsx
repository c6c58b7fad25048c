import Box from '@mui/material/Box';
import { useTranslation } from '../../i18n';
import { ButtonLink } from '../../ui/ButtonLink';
import { SmartLink } from '../../ui/SmartLink';
import type { BlockProps } from '../types';

export default function LinkBlock({ content }: BlockProps<'link'>) {
  const { l } = useTranslation();
  const text = l(content.text);
  if (content.appearance === 'button') {
    return (
      <Box sx={{ mb: 3 }}>
        <ButtonLink href={content.url} newTab={content.isExternal} variant="contained" size="large">
          {text}
        </ButtonLink>
      </Box>
    );
  }
  return (
    <Box sx={{ mb: 2 }}>
      <SmartLink href={content.url} newTab={content.isExternal} sx={{ fontWeight: 700 }}>
        {text}
      </SmartLink>
    </Box>
  );
}
