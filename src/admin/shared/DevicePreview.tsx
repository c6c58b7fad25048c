import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useAdminText } from '../text';
import { PreviewFrame } from './PreviewFrame';

/** Widths a preview lays the site out at: a common phone and a laptop screen. */
const PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;

export type Device = keyof typeof PREVIEW_WIDTHS;

/**
 * A part of the site as visitors see it, drawn by the site's own components in a frame at a phone's
 * or a desktop's width (a switch above it), scaled down to fit the screen, so a phone shows it
 * whole, with no sideways scrolling.
 */
export function DevicePreview({
  heading,
  headingId,
  frameTitle,
  height,
  children,
}: {
  heading: string;
  headingId: string;
  frameTitle: (width: number) => string;
  /** The frame's height at each width. */
  height: Readonly<Record<Device, number>>;
  children: ReactNode;
}) {
  const t = useAdminText();
  const [device, setDevice] = useState<Device>('phone');
  const width = PREVIEW_WIDTHS[device];
  const boxRef = useRef<HTMLDivElement>(null);
  const scale = useFitScale(boxRef, width);
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1,
          gap: 1,
        }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem' }}>
          {heading}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device}
          onChange={(_, next: Device | null) => next && setDevice(next)}
        >
          {/* The width not shown reads in the text's own colour, legible on any panel. */}
          <ToggleButton value="phone" sx={{ color: 'text.primary' }}>
            {t('preview.phone')}
          </ToggleButton>
          <ToggleButton value="desktop" sx={{ color: 'text.primary' }}>
            {t('preview.desktop')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box
        ref={boxRef}
        sx={{ overflow: 'hidden', height: height[device] * scale, border: 1, borderColor: 'divider' }}
      >
        <Box sx={{ transform: `scale(${scale})`, transformOrigin: 'top left', width }}>
          <PreviewFrame key={device} width={width} height={height[device]} title={frameTitle(width)}>
            {children}
          </PreviewFrame>
        </Box>
      </Box>
    </>
  );
}

/** The scale at which a frame of this width fits the box's width (never enlarged). */
function useFitScale(box: RefObject<HTMLElement | null>, width: number): number {
  const [available, setAvailable] = useState(width);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setAvailable(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return Math.min(1, available / width);
}
