import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { ContentText, useTranslation } from '../../i18n';
import { Island } from '../../ui/islands/Island';
import { SmartLink } from '../../ui/SmartLink';
import type { BlockProps } from '../types';
import { mapFrameIsland } from './map-frame-island';
import { embedMapUrl, largerMapUrl } from './openStreetMap';

const DEFAULT_HEIGHT = 380;
const DEFAULT_ZOOM = 16;

/** The map's box, its height reserved so the page does not jump when the frame arrives; styles the island's markup too. */
const MapBox = styled('div')(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
  background: '#e8edf3',
  '& .map-frame, & iframe': { display: 'block', width: '100%', height: '100%', border: 0 },
  '& .map-facade': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1),
    width: '100%',
    height: '100%',
    border: 0,
    margin: 0,
    padding: theme.spacing(2),
    cursor: 'pointer',
    font: 'inherit',
    fontWeight: 700,
    color: theme.palette.primary.main,
    textDecoration: 'underline',
    // A street grid drawn by the page's CSS: the place of a map, with no request for it.
    background: [
      'repeating-linear-gradient(90deg, transparent 0 46px, #f7f9fc 46px 52px)',
      'repeating-linear-gradient(0deg, transparent 0 38px, #f7f9fc 38px 44px)',
      '#e8edf3',
    ].join(', '),
  },
  '& .map-facade .native-icon': { fontSize: '2.5rem' },
  '& .map-facade:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: -3 },
  // Without scripts the placeholder is a link to the map; with them, a button that loads it here.
  '& .map-facade-link': { display: 'none' },
  '@media (scripting: none)': {
    '& button.map-facade': { display: 'none' },
    '& .map-facade-link': { display: 'flex' },
  },
}));

/**
 * An OpenStreetMap frame behind a facade (MapFrame.island): it loads only when it comes near the
 * screen or its placeholder is tapped, so visitors who never reach it send nothing to OpenStreetMap.
 */
export default function MapBlock({ id, content }: BlockProps<'map'>) {
  const { t, l } = useTranslation();
  const height = content.height ?? DEFAULT_HEIGHT;
  const headingId = `${id}-heading`;
  const fullMap = largerMapUrl(content.marker, content.zoom ?? DEFAULT_ZOOM);
  return (
    <Box component="section" aria-labelledby={content.heading ? headingId : undefined} sx={{ mb: 3 }}>
      {content.heading && (
        <Typography id={headingId} variant="h2" sx={{ mt: 4, mb: 2, color: 'primary.main' }}>
          <ContentText text={content.heading} />
        </Typography>
      )}
      <MapBox style={{ height }}>
        <Island
          island={mapFrameIsland}
          props={{
            src: embedMapUrl(content.bounds, content.marker),
            title: l(content.frameTitle),
            largerMapUrl: fullMap,
            showLabel: t('map.show'),
          }}
          hydrate="visible"
        />
      </MapBox>
      <Box sx={{ mt: 1 }}>
        <SmartLink href={fullMap} sx={{ fontWeight: 700 }}>
          {t('map.viewLarger')}
        </SmartLink>
      </Box>
    </Box>
  );
}
