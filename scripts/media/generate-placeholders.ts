/**
 * `npm run media:placeholders`: draws the labelled placeholder pictures into content/media/images/
 * (committed), plus the organogram, the raster logo and the social cards (one per language). Re-run it after changing the
 * list; replace any file with a real photograph of the same name when one exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { mediaDir } from '../lib/paths';
import { motifs } from './motifs';
import { placeholders, type Placeholder } from './placeholders';
import { organogramSvg } from './organogram';
import { writeSocialCards } from './social-card';

const palettes: Record<Placeholder['palette'], [string, string]> = {
  blue: ['#0b3d91', '#2f6fd1'],
  gold: ['#7a5a00', '#c9971c'],
  teal: ['#0f5257', '#2a9d8f'],
  green: ['#1e5631', '#4c9a2a'],
  plum: ['#4a2545', '#8e4585'],
  slate: ['#2f3e4e', '#5b7083'],
};

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function placeholderSvg({ width, height, motif, label, palette }: Placeholder): string {
  const [dark, light] = palettes[palette];
  const motifSize = Math.min(width, height) * 0.42;
  const fontSize = Math.round(Math.min(width / 22, height / 9));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient>
    <pattern id="p" width="48" height="48" patternUnits="userSpaceOnUse"><circle cx="24" cy="24" r="2" fill="#fff" fill-opacity="0.10"/></pattern>
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <rect width="100%" height="100%" fill="url(#p)"/>
  <circle cx="${width * 0.85}" cy="${height * 0.15}" r="${height * 0.45}" fill="#fff" fill-opacity="0.06"/>
  <g color="#ffffff" opacity="0.9" transform="translate(${(width - motifSize) / 2} ${height * 0.12}) scale(${motifSize / 200})">${motifs[motif]}</g>
  <text x="50%" y="${height * 0.12 + motifSize + fontSize * 1.6}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#fff">${escapeXml(label)}</text>
  <text x="50%" y="${height * 0.12 + motifSize + fontSize * 2.9}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(fontSize * 0.55)}" fill="#fff" fill-opacity="0.8">Placeholder image</text>
</svg>`;
}

async function write(file: string, svg: string, format: 'jpeg' | 'png') {
  const target = path.join(mediaDir, 'images', file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const image = sharp(Buffer.from(svg));
  await (
    format === 'jpeg' ? image.jpeg({ quality: 80, mozjpeg: true }) : image.png({ compressionLevel: 9 })
  ).toFile(target);
}

async function main() {
  for (const placeholder of placeholders) await write(placeholder.file, placeholderSvg(placeholder), 'jpeg');
  await write('about/organogram.png', organogramSvg(), 'png');
  const logo = fs.readFileSync(path.join(mediaDir, 'images/logo.svg'), 'utf8');
  await sharp(Buffer.from(logo), { density: 600 })
    .resize(192, 192)
    .png()
    .toFile(path.join(mediaDir, 'images/logo-192.png'));
  await writeSocialCards();
  console.log(`Drew ${placeholders.length + 4} pictures into content/media/images/.`);
}

await main();
