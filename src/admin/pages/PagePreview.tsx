import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { BlockView } from '../../blocks/BlockList';
import { useAdminText } from '../text';
import type { ComponentsDocument, PageComponent } from './page-edits';
import { DevicePreview } from '../shared/DevicePreview';

const FRAME_HEIGHT = { phone: 720, desktop: 720 } as const;

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
  return (
    // On wide screens the preview stays in view below the admin's bar while the editor column scrolls.
    <Paper
      component="section"
      aria-labelledby="preview-heading"
      sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 80 } }}
    >
      <DevicePreview
        heading={t('preview.heading')}
        headingId="preview-heading"
        frameTitle={(width) => t('preview.frameTitle', { width })}
        height={FRAME_HEIGHT}
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
      </DevicePreview>
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
