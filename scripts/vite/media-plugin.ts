import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import sirv from 'sirv';
import type { Plugin } from 'vite';
import {
  RASTER_IMAGE,
  VARIANT_ENCODING,
  VARIANT_FORMATS,
  isUploadedVariant,
  variantPath,
  variantWidths,
} from '../../src/ui/image-variants.ts';

const VIRTUAL_ID = 'virtual:media-manifest';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

/** Size of every image in content/media/images, keyed by its site address (/media/images/...). */
async function readManifest(mediaDir: string): Promise<Record<string, [number, number]>> {
  const manifest: Record<string, [number, number]> = {};
  for (const file of listFiles(path.join(mediaDir, 'images'))) {
    if (!/\.(jpe?g|png|webp|avif|svg)$/i.test(file)) continue;
    const address = '/media/' + path.relative(mediaDir, file).split(path.sep).join('/');
    // The server's copies of an upload are made again here, from the upload itself.
    if (isUploadedVariant(address)) continue;
    const { width, height } = await sharp(file).metadata();
    if (width && height) manifest[address] = [width, height];
  }
  return manifest;
}

function listFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * Content media (content/media/...) is addressed as /media/... : served from there under `npm run dev`,
 * copied into the client build with AVIF and WebP copies of every photo at several widths, and described by
 * `virtual:media-manifest` (each image's width and height) so pictures reserve their space before loading.
 * Encoded copies are cached by content hash, so only new or changed pictures are encoded again.
 */
export function mediaPlugin(mediaDir: string, cacheDir: string): Plugin {
  let outDir = '';
  let isSsr = false;
  return {
    name: 'college:media',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const file of listFiles(path.join(mediaDir, 'images'))) this.addWatchFile(file);
      return `export default ${JSON.stringify(await readManifest(mediaDir))};`;
    },
    configureServer(server) {
      const serve = sirv(mediaDir, { dev: true, etag: true });
      server.middlewares.use('/media', (request, response, next) => serve(request, response, next));
    },
    async writeBundle() {
      if (isSsr) return;
      const target = path.join(outDir, 'media');
      fs.cpSync(mediaDir, target, { recursive: true });
      const manifest = await readManifest(mediaDir);
      fs.mkdirSync(cacheDir, { recursive: true });
      for (const [sitePath, [width]] of Object.entries(manifest)) {
        if (!RASTER_IMAGE.test(sitePath)) continue;
        const source = path.join(mediaDir, sitePath.slice('/media/'.length));
        const hash = crypto.createHash('sha1').update(fs.readFileSync(source)).digest('hex');
        for (const format of VARIANT_FORMATS) {
          for (const variantWidth of variantWidths(width)) {
            const cached = path.join(cacheDir, `${hash}-${variantWidth}.${format}`);
            if (!fs.existsSync(cached)) {
              // Written aside and renamed, so a build running alongside never copies half a file.
              const partial = `${cached}.${process.pid}.tmp`;
              await sharp(source)
                .resize({ width: variantWidth })
                .toFormat(format, VARIANT_ENCODING[format])
                .toFile(partial);
              fs.renameSync(partial, cached);
            }
            const output = path.join(outDir, variantPath(sitePath, variantWidth, format));
            fs.mkdirSync(path.dirname(output), { recursive: true });
            fs.copyFileSync(cached, output);
          }
        }
      }
    },
  };
}
