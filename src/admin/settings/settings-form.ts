/**
 * The Settings screen's fields over content/site.json: read into a draft, checked, and written back
 * as one change.
 */
import type { LocalizedText, SiteSettings } from '../../content/types.generated';
import { englishOf, withEnglish } from '../shared/localized-edit';
import { SITE_IMAGES } from '../shared/site-images';

export const FONTS = ['Inter', 'Playfair Display', 'Open Sans', 'Roboto', 'Lato'] as const;
export const DEFAULT_COLOURS = { primaryColor: '#004AAD', secondaryColor: '#B8860B' } as const;
/** The lengths search engines show in full, and the size social networks draw a shared link's card at. */
export const SEO_HINTS = { title: [50, 60], description: [150, 160], image: [1200, 630] } as const;

export interface SettingsDraft {
  siteName: string;
  tagline: string;
  email: string;
  phone: string;
  address: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  socialImage: string;
  primaryColor: string;
  secondaryColor: string;
  fontFamily: (typeof FONTS)[number];
  logoUrl: string;
  faviconUrl: string;
}

export type SettingsField = keyof SettingsDraft;
export type SettingsProblem = 'required' | 'email' | 'phone' | 'colour' | 'image';

export function draftOf(site: SiteSettings): SettingsDraft {
  return {
    siteName: englishOf(site.general.siteName),
    tagline: englishOf(site.general.tagline),
    email: site.general.email,
    phone: site.general.phone,
    address: englishOf(site.general.address),
    metaTitle: englishOf(site.seo.metaTitle),
    metaDescription: englishOf(site.seo.metaDescription),
    keywords: site.seo.keywords.map(englishOf).join(', '),
    socialImage: site.seo.socialImage.en,
    primaryColor: site.customization.primaryColor,
    secondaryColor: site.customization.secondaryColor,
    fontFamily: site.customization.fontFamily,
    logoUrl: site.customization.logoUrl,
    faviconUrl: site.customization.faviconUrl,
  };
}

const isImage = (address: string) => Object.hasOwn(SITE_IMAGES, address.trim());

export function settingsProblems(draft: SettingsDraft): Partial<Record<SettingsField, SettingsProblem>> {
  const problems: Partial<Record<SettingsField, SettingsProblem>> = {};
  for (const field of [
    'siteName',
    'tagline',
    'email',
    'phone',
    'address',
    'metaTitle',
    'metaDescription',
  ] as const)
    if (draft[field].trim() === '') problems[field] = 'required';
  if (!problems.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim())) problems.email = 'email';
  if (!problems.phone && !/^\+?[0-9][0-9 ()-]{5,}$/.test(draft.phone.trim())) problems.phone = 'phone';
  for (const field of ['primaryColor', 'secondaryColor'] as const)
    if (!/^#[0-9A-Fa-f]{6}$/.test(draft[field])) problems[field] = 'colour';
  for (const field of ['socialImage', 'logoUrl', 'faviconUrl'] as const)
    if (!isImage(draft[field])) problems[field] = 'image';
  return problems;
}

/** The keywords as the English list typed, keeping each unchanged keyword's Kiswahili. */
function keywordsFrom(text: string, previous: readonly LocalizedText[]): LocalizedText[] {
  const byEnglish = new Map(previous.map((keyword) => [englishOf(keyword), keyword]));
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '')
    .map((keyword) => byEnglish.get(keyword) ?? keyword);
}

/** Writes a checked draft into the settings document (an immer draft). */
export function applySettings(site: SiteSettings, draft: SettingsDraft): void {
  site.general.siteName = withEnglish(site.general.siteName, draft.siteName.trim());
  site.general.tagline = withEnglish(site.general.tagline, draft.tagline.trim());
  site.general.email = draft.email.trim();
  site.general.phone = draft.phone.trim();
  site.general.address = withEnglish(site.general.address, draft.address.trim());
  site.seo.metaTitle = withEnglish(site.seo.metaTitle, draft.metaTitle.trim());
  site.seo.metaDescription = withEnglish(site.seo.metaDescription, draft.metaDescription.trim());
  site.seo.keywords = keywordsFrom(draft.keywords, site.seo.keywords);
  site.seo.socialImage = { ...site.seo.socialImage, en: draft.socialImage.trim() };
  site.customization.primaryColor = draft.primaryColor.toUpperCase();
  site.customization.secondaryColor = draft.secondaryColor.toUpperCase();
  site.customization.fontFamily = draft.fontFamily;
  site.customization.logoUrl = draft.logoUrl.trim();
  site.customization.faviconUrl = draft.faviconUrl.trim();
}
