import { memo, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BlockView } from '../../blocks/BlockList';
import { useAdminText } from '../text';
import type { ComponentsDocument, PageComponent } from './page-edits';
import { PreviewFrame } from '../shared/PreviewFrame';

/** Widths the preview lays the page out at: a common phone and a laptop screen. */
const PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;
const FRAME_HEIGHT = 720;

type Device = keyof typeof PREVIEW_WIDTHS;

/**
 * The page as visitors see it, drawn by the site's own renderer at a phone's or a desktop's width.
 * Clicking a component selects it in the editor (and follows no link).
 */
export function PagePreview({
  page,
  frame,
  selected,
  onSelect,
}: {
  page: ComponentsDocument;
  frame: (components: ReactNode) => ReactNode;
  selected: string | null;
  onSelect: (componentId: string) => void;
}) {
  const t = useAdminText();
  const [device, setDevice] = useState<Device>('phone');
  const width = PREVIEW_WIDTHS[device];
  const boxRef = useRef<HTMLDivElement>(null);
  const scale = useFitScale(boxRef, width);
  return (
    // On wide screens the preview stays in view below the admin's bar while the editor column scrolls.
    <Paper
      component="section"
      aria-labelledby="preview-heading"
      sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 80 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography id="preview-heading" variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('preview.heading')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device}
          onChange={(_, next: Device | null) => next && setDevice(next)}
        >
          <ToggleButton value="phone">{t('preview.phone')}</ToggleButton>
          <ToggleButton value="desktop">{t('preview.desktop')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box
        ref={boxRef}
        sx={{ overflow: 'hidden', height: FRAME_HEIGHT * scale, border: 1, borderColor: 'divider' }}
      >
        <Box sx={{ transform: `scale(${scale})`, transformOrigin: 'top left', width }}>
          <PreviewFrame
            key={device}
            width={width}
            height={FRAME_HEIGHT}
            title={t('preview.frameTitle', { width })}
          >
            {/* What PageView renders, with each component marked so a click selects it. */}
            <Box sx={{ p: { xs: 2, md: 3 } }}>
              {frame(
                page.components.map((component) => (
                  <SelectableBlock
                    key={component.id}
                    component={component}
                    selected={component.id === selected}
                    onSelect={onSelect}
                  />
                )),
              )}
            </Box>
          </PreviewFrame>
        </Box>
      </Box>
    </Paper>
  );
}

const SelectableBlock = memo(function SelectableBlock({
  component,
  selected,
  onSelect,
}: {
  component: PageComponent;
  selected: boolean;
  onSelect: (componentId: string) => void;
}) {
  return (
    <Box
      data-component-id={component.id}
      onClickCapture={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onSelect(component.id);
      }}
      sx={{
        cursor: 'pointer',
        outline: selected ? '3px solid' : '1px dashed transparent',
        outlineColor: selected ? 'primary.main' : 'transparent',
        outlineOffset: 4,
        '&:hover': { outlineColor: selected ? 'primary.main' : 'divider' },
      }}
    >
      <BlockView block={component} />
    </Box>
  );
});

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
