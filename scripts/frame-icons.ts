/**
 * Writes src/site/frame/frame-icons.svg, the sprite of the icons the public frame shows (FrameIcon),
 * from the Material icons themselves: `npx tsx scripts/frame-icons.ts` after changing the list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import ImageIcon from '@mui/icons-material/Image';
import InstagramIcon from '@mui/icons-material/Instagram';
import LanguageIcon from '@mui/icons-material/Language';
import LinkIcon from '@mui/icons-material/Link';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import LockIcon from '@mui/icons-material/Lock';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PhoneIcon from '@mui/icons-material/Phone';
import TagIcon from '@mui/icons-material/Tag';
import TranslateIcon from '@mui/icons-material/Translate';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { FRAME_ICON_NAMES, type FrameIconName } from '../src/site/frame/frame-icon-names';

export const FRAME_ICONS_FILE = path.join(import.meta.dirname, '../src/site/frame/frame-icons.svg');

const SOURCES: Record<FrameIconName, ComponentType> = {
  email: EmailIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  language: LanguageIcon,
  linkedin: LinkedInIcon,
  location: LocationOnIcon,
  phone: PhoneIcon,
  whatsapp: WhatsAppIcon,
  x: XIcon,
  youtube: YouTubeIcon,
  apartment: ApartmentIcon,
  image: ImageIcon,
  link: LinkIcon,
  lock: LockIcon,
  newspaper: NewspaperIcon,
  tag: TagIcon,
  'chevron-right': ChevronRightIcon,
  translate: TranslateIcon,
};

/** The sprite: one symbol per icon, holding the shapes the icon component draws, in its view box. */
export function frameIconsSprite(): string {
  const symbols = FRAME_ICON_NAMES.map((name) => {
    const svg = renderToStaticMarkup(createElement(SOURCES[name]));
    // The component's own styles come first (emotion writes them beside the element without a cache).
    const viewBox = /<svg [^>]*viewBox="([^"]+)"/.exec(svg)?.[1];
    const shapes = /<svg [^>]*>([\s\S]*)<\/svg>$/.exec(svg)?.[1];
    if (!viewBox || !shapes) throw new Error(`The ${name} icon rendered no shapes.`);
    return `<symbol id="${name}" viewBox="${viewBox}">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  fs.writeFileSync(FRAME_ICONS_FILE, frameIconsSprite());
  console.log(`Wrote ${path.relative(process.cwd(), FRAME_ICONS_FILE)}.`);
}
