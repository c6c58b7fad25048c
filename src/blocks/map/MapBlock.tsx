import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ContentText, useTranslation } from '../../i18n';
import { SmartLink } from '../../ui/SmartLink';
import type { BlockProps } from '../types';
import { embedMapUrl, largerMapUrl } from './openStreetMap';

const DEFAULT_HEIGHT = 380;
const DEFAULT_ZOOM = 16;

/**
 * An OpenStreetMap frame. It loads only when it scrolls near, so visitors who never reach it send
 * nothing to OpenStreetMap; its height is reserved so the page does not jump when it arrives.
 */
export default function MapBlock({ id, content }: BlockProps<'map'>) {
  const { t, l } = useTranslation();
  const height = content.height ?? DEFAULT_HEIGHT;
  const headingId = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={content.heading ? headingId : undefined} sx={{ mb: 3 }}>
      {content.heading && (
        <Typography id={headingId} variant="h2" sx={{ mt: 4, mb: 2, color: 'primary.main' }}>
          <ContentText text={content.heading} />
        </Typography>
      )}
      <Box
        sx={{
          height,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: '#e8edf3',
        }}
      >
        <iframe
          title={l(content.frameTitle)}
          src={embedMapUrl(content.bounds, content.marker)}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          // Scripts for the map, but not as its own origin: together the two would let the frame lift its sandbox.
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
          style={{ display: 'block', width: '100%', height: '100%', border: 0 }}
        />
      </Box>
      <Box sx={{ mt: 1 }}>
        <SmartLink href={largerMapUrl(content.marker, content.zoom ?? DEFAULT_ZOOM)} sx={{ fontWeight: 600 }}>
          {t('map.viewLarger')}
        </SmartLink>
      </Box>
    </Box>
  );
}
