import { createElement, useEffect, useState } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { IconName } from '../content/types.generated';

type IconComponent = typeof SvgIcon;

/**
 * The icon set content may name (schema: common iconName), each a Material icon in a file of its own:
 * a page loads only the icons it shows, not the whole set.
 */
const iconLoaders: Record<IconName, () => Promise<{ default: IconComponent }>> = {
  AccessTime: () => import('@mui/icons-material/AccessTime'),
  Apartment: () => import('@mui/icons-material/Apartment'),
  AppRegistration: () => import('@mui/icons-material/AppRegistration'),
  Assignment: () => import('@mui/icons-material/Assignment'),
  Biotech: () => import('@mui/icons-material/Biotech'),
  Book: () => import('@mui/icons-material/Book'),
  CalendarMonth: () => import('@mui/icons-material/CalendarMonth'),
  Campaign: () => import('@mui/icons-material/Campaign'),
  CheckCircle: () => import('@mui/icons-material/CheckCircle'),
  Cloud: () => import('@mui/icons-material/Cloud'),
  Computer: () => import('@mui/icons-material/Computer'),
  Description: () => import('@mui/icons-material/Description'),
  Diversity3: () => import('@mui/icons-material/Diversity3'),
  Email: () => import('@mui/icons-material/Email'),
  EmojiEvents: () => import('@mui/icons-material/EmojiEvents'),
  Event: () => import('@mui/icons-material/Event'),
  Groups: () => import('@mui/icons-material/Groups'),
  Handshake: () => import('@mui/icons-material/Handshake'),
  HealthAndSafety: () => import('@mui/icons-material/HealthAndSafety'),
  Hotel: () => import('@mui/icons-material/Hotel'),
  HowToVote: () => import('@mui/icons-material/HowToVote'),
  Info: () => import('@mui/icons-material/Info'),
  Lightbulb: () => import('@mui/icons-material/Lightbulb'),
  LocalHospital: () => import('@mui/icons-material/LocalHospital'),
  LocalLibrary: () => import('@mui/icons-material/LocalLibrary'),
  LocalPharmacy: () => import('@mui/icons-material/LocalPharmacy'),
  LocationOn: () => import('@mui/icons-material/LocationOn'),
  MedicalServices: () => import('@mui/icons-material/MedicalServices'),
  MenuBook: () => import('@mui/icons-material/MenuBook'),
  Payments: () => import('@mui/icons-material/Payments'),
  Person: () => import('@mui/icons-material/Person'),
  Phone: () => import('@mui/icons-material/Phone'),
  Psychology: () => import('@mui/icons-material/Psychology'),
  Restaurant: () => import('@mui/icons-material/Restaurant'),
  School: () => import('@mui/icons-material/School'),
  Science: () => import('@mui/icons-material/Science'),
  Security: () => import('@mui/icons-material/Security'),
  SportsSoccer: () => import('@mui/icons-material/SportsSoccer'),
  Star: () => import('@mui/icons-material/Star'),
  Storage: () => import('@mui/icons-material/Storage'),
  SupportAgent: () => import('@mui/icons-material/SupportAgent'),
  Verified: () => import('@mui/icons-material/Verified'),
  VolunteerActivism: () => import('@mui/icons-material/VolunteerActivism'),
  WaterDrop: () => import('@mui/icons-material/WaterDrop'),
  Wifi: () => import('@mui/icons-material/Wifi'),
};

const loadedIcons = new Map<string, IconComponent>();

export function isContentIcon(name: unknown): name is IconName {
  return typeof name === 'string' && Object.hasOwn(iconLoaders, name);
}

/** Fetches these icons ahead (before hydrating a page that shows them), so they render at once. */
export function preloadContentIcons(names: Iterable<string>): Promise<unknown> {
  return Promise.all(
    [...new Set(names)]
      .filter(isContentIcon)
      .map((name) =>
        loadedIcons.has(name)
          ? undefined
          : iconLoaders[name]().then((module) => loadedIcons.set(name, module.default)),
      ),
  );
}

/**
 * A content icon by name. Preloaded, it renders at once; otherwise (a page reached in the app, an
 * edit in the admin) an empty box of its size holds its place until it has loaded.
 */
export function ContentIcon({ name, ...props }: SvgIconProps & { name: IconName }) {
  const [, noteLoaded] = useState(0);
  const Icon = loadedIcons.get(name);
  useEffect(() => {
    if (loadedIcons.has(name)) return;
    let current = true;
    void preloadContentIcons([name]).then(() => current && noteLoaded((count) => count + 1));
    return () => {
      current = false;
    };
  }, [name]);
  if (Icon) return createElement(Icon, props);
  return createElement('span', {
    'aria-hidden': true,
    style: { display: 'inline-block', width: '1em', height: '1em' },
    className: props.className,
  });
}

/** Every icon of the set, for prerendering, which may draw any of them. */
export function preloadAllContentIcons(): Promise<unknown> {
  return preloadContentIcons(Object.keys(iconLoaders));
}
