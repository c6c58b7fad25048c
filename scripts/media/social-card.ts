/**
 * The pictures shown when a page is shared (1200 x 630 JPEG, as social sites want; they do not
 * show SVG): one per language, since the college's name and motto are on it, drawn from
 * content/site.json into the files its seo.socialImage names.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { localize, LANGUAGES, type Language } from '../../src/content/localize';
import type { SiteSettings } from '../../src/content/types.generated';
import { contentDir } from '../lib/paths';

const WIDTH = 1200;
const HEIGHT = 630;
const LINE_LENGTH = 20;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Words in lines of at most LINE_LENGTH characters (a longer word keeps a line of its own). */
function wrap(text: string): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= LINE_LENGTH)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function socialCardSvg(site: SiteSettings, language: Language): string {
  const { primaryColor, secondaryColor } = site.customization;
  const name = wrap(localize(site.general.siteName, language));
  const motto = localize(site.general.tagline, language);
  const top = 300 - (name.length - 1) * 32;
  const nameLines = name
    .map(
      (line, index) =>
        `<text x="440" y="${top + index * 64}" fill="#fff" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-size="50" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${primaryColor}"/>
  <rect y="560" width="${WIDTH}" height="70" fill="${secondaryColor}"/>
  <g transform="translate(90 150) scale(3.2)">
    <path d="M48 4 88 18v28c0 24-17 39-40 46C25 85 8 70 8 46V18Z" fill="#fff"/>
    <rect x="42" y="26" width="12" height="44" rx="2" fill="${primaryColor}"/>
    <rect x="26" y="42" width="44" height="12" rx="2" fill="${primaryColor}"/>
  </g>
  ${nameLines}
  <text x="440" y="${top + name.length * 64 + 16}" fill="#F3E3B5" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-size="36">${escapeXml(motto)}</text>
</svg>`;
}

export async function writeSocialCards(): Promise<void> {
  const site = JSON.parse(fs.readFileSync(path.join(contentDir, 'site.json'), 'utf8')) as SiteSettings;
  for (const language of LANGUAGES) {
    const target = path.join(contentDir, site.seo.socialImage[language]);
    await sharp(Buffer.from(socialCardSvg(site, language)))
      .jpeg({ quality: 85, mozjpeg: true })
      .toFile(target);
  }
}
