/** The groups of the site settings (content/site.json) that the Settings screen edits, each a form of its own. */
import type { PartFormPlace } from '../forms/part-form';
import type { AdminTextKey } from '../text';

/** Each group's object in the document, and its properties in the order shown with their labels. */
const GROUPS = {
  general: {
    pointer: '/general',
    labels: {
      siteName: 'settings.siteName',
      tagline: 'settings.tagline',
      email: 'settings.email',
      phone: 'settings.phone',
      address: 'settings.address',
    },
  },
  seo: {
    pointer: '/seo',
    labels: {
      metaTitle: 'settings.metaTitle',
      metaDescription: 'settings.metaDescription',
      keywords: 'settings.keywords',
    },
  },
  socialImage: {
    pointer: '/seo/socialImage',
    labels: { en: 'settings.socialImageEn', sw: 'settings.socialImageSw' },
  },
  customization: {
    pointer: '/customization',
    labels: {
      primaryColor: 'settings.primaryColor',
      secondaryColor: 'settings.secondaryColor',
      fontFamily: 'settings.font',
      logoUrl: 'settings.logo',
      faviconUrl: 'settings.favicon',
    },
  },
} as const satisfies Record<string, { pointer: string; labels: Record<string, AdminTextKey> }>;

export type SettingsPart = keyof typeof GROUPS;

export interface SettingsGroup {
  place: PartFormPlace;
  /** The label of each property. */
  labels: Readonly<Record<string, AdminTextKey>>;
}

const group = ({
  pointer,
  labels,
}: {
  pointer: string;
  labels: Record<string, AdminTextKey>;
}): SettingsGroup => ({
  place: { documentId: 'site', pointer, properties: Object.keys(labels) },
  labels,
});

export const SETTINGS_PARTS: Readonly<Record<SettingsPart, SettingsGroup>> = {
  general: group(GROUPS.general),
  seo: group(GROUPS.seo),
  socialImage: group(GROUPS.socialImage),
  customization: group(GROUPS.customization),
};

/** The colours the site was designed with, named beside their inputs. */
export const DEFAULT_COLOURS = { primaryColor: '#004AAD', secondaryColor: '#B8860B' } as const;
/** The lengths search engines show in full, and the size social networks draw a shared link's card at. */
export const SEO_HINTS = { title: [50, 60], description: [150, 160], image: [1200, 630] } as const;
