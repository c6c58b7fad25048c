/** The groups of the site settings (content/site.json) that the Settings screen edits, each its own form. */
import { labelledPart } from '../forms/part-form';
import type { AdminTextKey } from '../text';

const group = (pointer: string, labels: Record<string, AdminTextKey>) =>
  labelledPart('site', pointer, labels);

export const SETTINGS_PARTS = {
  general: group('/general', {
    siteName: 'settings.siteName',
    shortName: 'settings.shortName',
    tagline: 'settings.tagline',
    town: 'settings.town',
    email: 'settings.email',
    phone: 'settings.phone',
    address: 'settings.address',
  }),
  registration: group('/general/registration', {
    code: 'settings.registrationCode',
    url: 'settings.registrationUrl',
  }),
  admission: group('/admission', {
    applyLabel: 'settings.applyLabel',
    onlineApplicationUrl: 'settings.applicationUrl',
  }),
  seo: group('/seo', {
    siteUrl: 'settings.siteUrl',
    metaTitle: 'settings.metaTitle',
    metaDescription: 'settings.metaDescription',
    keywords: 'settings.keywords',
  }),
  socialImage: group('/seo/socialImage', { en: 'settings.socialImageEn', sw: 'settings.socialImageSw' }),
  customization: group('/customization', {
    primaryColor: 'settings.primaryColor',
    secondaryColor: 'settings.secondaryColor',
    fontFamily: 'settings.font',
    logoUrl: 'settings.logo',
    faviconUrl: 'settings.favicon',
  }),
  offline: group('/offline', { enabled: 'settings.offline' }),
} as const;

export type SettingsPart = keyof typeof SETTINGS_PARTS;

/** The tab each group shows on. */
export const TAB_OF_PART = {
  general: 'general',
  registration: 'general',
  admission: 'general',
  seo: 'seo',
  socialImage: 'seo',
  customization: 'customization',
  offline: 'advanced',
} as const satisfies Record<SettingsPart, string>;

/** The colours the site was designed with, named beside their inputs. */
export const DEFAULT_COLOURS = { primaryColor: '#004AAD', secondaryColor: '#B8860B' } as const;
/** The lengths search engines show in full, and the size social networks draw a shared link's card at. */
export const SEO_HINTS = { title: [50, 60], description: [150, 160], image: [1200, 630] } as const;
