import ApartmentIcon from '@mui/icons-material/Apartment';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import LockIcon from '@mui/icons-material/Lock';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import TagIcon from '@mui/icons-material/Tag';
import type { SidebarIcon } from '../../content/types.generated';

/** The icons a sidebar section may name (spec: Building, Link, Lock, Hash, Newspaper, Image). */
export const sidebarIcons: Record<SidebarIcon, typeof LinkIcon> = {
  Building: ApartmentIcon,
  Link: LinkIcon,
  Lock: LockIcon,
  Hash: TagIcon,
  Newspaper: NewspaperIcon,
  Image: ImageIcon,
};
