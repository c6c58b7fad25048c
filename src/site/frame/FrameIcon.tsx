import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import spriteUrl from './frame-icons.svg?url';
import type { FrameIconName } from './frame-icon-names';

/**
 * A Material icon of the footer or a sidebar, drawn from the frame's sprite file: the same element,
 * classes and size as the icon component, without its shape written out in every page. Those shapes
 * are most of a page's inline SVG; the sprite is fetched once and cached, and the footer and the
 * sidebars are below a phone's first screen, so nothing there waits for it.
 */
export function FrameIcon({ name, ...props }: { name: FrameIconName } & Omit<SvgIconProps, 'children'>) {
  return (
    <SvgIcon {...props}>
      <use href={`${spriteUrl}#${name}`} />
    </SvgIcon>
  );
}
