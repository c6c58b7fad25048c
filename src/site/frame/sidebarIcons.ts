import type { SidebarIcon } from '../../content/types.generated';
import type { FrameIconName } from './frame-icon-names';

/** The icons a sidebar section may name (spec: Building, Link, Lock, Hash, Newspaper, Image). */
export const sidebarIcons: Record<SidebarIcon, FrameIconName> = {
  Building: 'apartment',
  Link: 'link',
  Lock: 'lock',
  Hash: 'tag',
  Newspaper: 'newspaper',
  Image: 'image',
};
