/**
 * Pictures uploaded in the admin. The body is the picture's bytes (raw, not multipart; any image/* or
 * application/octet-stream Content-Type), its file name in ?name=. The type is read from the bytes
 * (JPEG, PNG, WebP, AVIF; never SVG), the size is at most 5 MB and the dimensions, read from the header
 * before anything is decoded, at most 40 megapixels. The picture is then re-encoded (which drops its
 * metadata: location, camera, comments) as a JPEG, or a PNG when it has transparency, under
 * CONTENT_DIR/media/images/uploads with the AVIF and WebP copies the build makes of every photograph, and the
 * answer gives its site address, which names its size (see image-variants.ts). It is served once a
 * published document uses it (see releases/uploaded-media.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_NAME_LENGTH,
  MEDIA_PREVIEW_API,
  MEDIA_UPLOAD_API,
  type MediaUploaded,
  type PictureRefusalReason,
  type PictureRefused,
  type StoredPictures,
} from '../../content/publishing';
import {
  UPLOADS_ADDRESS,
  VARIANT_ENCODING,
  VARIANT_FORMATS,
  uploadedImageAddress,
  uploadedImageSize,
  variantPath,
  variantWidths,
} from '../../content/image-variants';
import { slugOf } from '../../content/slug';
import { HttpError, sendError, sendJson } from '../responses';

/** A picture refused, with the reason the admin words in its own language. */
class PictureRefusal extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly reason: PictureRefusalReason,
    readonly size: { width?: number; height?: number } = {},
  ) {
    super(statusCode, message);
  }
}
import { looksLikeMarkup, pictureTypeOf } from './image-type';

export const MAX_UPLOAD_PIXELS = 40_000_000;

const uploadQuery = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: MAX_UPLOAD_NAME_LENGTH } },
} as const;

export async function registerMediaUploads(app: FastifyInstance, { contentDir }: { contentDir: string }) {
  app.addContentTypeParser(
    /^(image\/[a-z0-9.+-]+|application\/octet-stream)$/i,
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError | HttpError, _request, reply) => {
    if (error instanceof PictureRefusal) {
      return sendJson(reply, error.statusCode, {
        success: false,
        error: error.message,
        reason: error.reason,
        ...error.size,
      } satisfies PictureRefused);
    }
    if (error instanceof HttpError) return sendError(reply, error.statusCode, error.message);
    if (error.statusCode === 413) {
      return sendJson(reply, 413, {
        success: false,
        error: `The picture is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
        reason: 'too-large',
      } satisfies PictureRefused);
    }
    if (error.statusCode === 415 && error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendError(reply, 415, 'Send the picture itself as the body, with an image Content-Type.');
    }
    throw error;
  });

  app.post<{ Querystring: { name: string }; Body: Buffer }>(
    MEDIA_UPLOAD_API,
    { bodyLimit: MAX_UPLOAD_BYTES, schema: { querystring: uploadQuery } },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        return sendError(reply, 415, 'Send the picture itself as the body, with an image Content-Type.');
      }
      const uploaded = await storePicture(request.body, request.query.name, path.join(contentDir, 'media'));
      return sendJson(reply, 201, uploaded);
    },
  );

  const uploadsDir = path.join(contentDir, UPLOADS_ADDRESS.slice(1));
  app.get(MEDIA_UPLOAD_API, async (_request, reply) =>
    sendJson(reply, 200, storedPictures(uploadsDir) satisfies StoredPictures),
  );

  // An upload's original, for the admin alone: the site serves it only once a published document uses it.
  app.get<{ Params: { file: string } }>(
    `${MEDIA_PREVIEW_API}/:file`,
    { schema: { params: previewParams } },
    async (request, reply) => {
      const { file } = request.params;
      const address = `${UPLOADS_ADDRESS}/${file}`;
      const bytes = uploadedImageSize(address) ? readIfFile(path.join(uploadsDir, file)) : undefined;
      if (!bytes) return sendError(reply, 404, `No picture was uploaded as ${address}.`);
      return reply
        .code(200)
        .headers({
          'content-type': file.endsWith('.png') ? 'image/png' : 'image/jpeg',
          'cache-control': 'private, no-cache',
        })
        .send(bytes);
    },
  );
}

const previewParams = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', pattern: '^[a-z0-9][a-z0-9.-]{0,200}$' } },
} as const;

function readIfFile(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/** The uploaded originals in the uploads folder (their variants aside), by address. */
export function storedPictures(uploadsDir: string): StoredPictures {
  const names = fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).sort() : [];
  return {
    pictures: names
      .filter((name) => uploadedImageSize(`${UPLOADS_ADDRESS}/${name}`))
      .map((name) => ({ address: `${UPLOADS_ADDRESS}/${name}`, preview: `${MEDIA_PREVIEW_API}/${name}` })),
  };
}

export async function storePicture(bytes: Buffer, name: string, mediaDir: string): Promise<MediaUploaded> {
  const type = pictureTypeOf(bytes);
  if (!type) {
    throw looksLikeMarkup(bytes)
      ? new PictureRefusal(
          415,
          'This file is text (SVG or HTML), not a picture; upload a JPEG, PNG, WebP or AVIF picture.',
          'markup',
        )
      : new PictureRefusal(415, 'This file is not a JPEG, PNG, WebP or AVIF picture.', 'not-a-picture');
  }
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new PictureRefusal(422, 'The picture cannot be read: it is damaged or incomplete.', 'damaged');
    });
  const { width, height } = header;
  if (!width || !height)
    throw new PictureRefusal(422, 'The picture cannot be read: it has no size.', 'damaged');
  if (width * height > MAX_UPLOAD_PIXELS) {
    throw new PictureRefusal(
      422,
      `The picture is ${width} × ${height} pixels (${((width * height) / 1e6).toFixed(1)} megapixels); at most ${MAX_UPLOAD_PIXELS / 1e6} megapixels are allowed.`,
      'too-many-pixels',
      { width, height },
    );
  }

  // Decoded once, checking every byte (a truncated file fails here), and oriented as the camera meant.
  const decoded = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'truncated' }).rotate();
  const { data, info } = await decoded
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new PictureRefusal(422, 'The picture cannot be read: it is damaged or incomplete.', 'damaged');
    });
  const raw = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const transparent = header.hasAlpha === true;
  const original = transparent
    ? await raw().png({ compressionLevel: 9 }).toBuffer()
    : await raw().jpeg({ quality: 85, mozjpeg: true }).toBuffer();

  const hash = crypto.createHash('sha256').update(original).digest('hex').slice(0, 10);
  const address = uploadedImageAddress(
    fileSlugOf(name),
    hash,
    [info.width, info.height],
    transparent ? 'png' : 'jpg',
  );
  const files: [string, Buffer][] = [[address, original]];
  for (const format of VARIANT_FORMATS) {
    for (const variantWidth of variantWidths(info.width)) {
      const variant = await raw()
        .resize({ width: variantWidth })
        .toFormat(format, VARIANT_ENCODING[format])
        .toBuffer();
      const variantAddress = variantPath(address, variantWidth, format);
      files.push([variantAddress, variant]);
    }
  }
  const variants = files.slice(1).map(([variantAddress]) => variantAddress);
  // The variants first and the original last, each written aside and renamed: a picture that is
  // referenced (its original exists) always has its variants.
  for (const [fileAddress, content] of [...files].reverse()) {
    writeAside(path.join(mediaDir, fileAddress.slice('/media/'.length)), content);
  }
  return { address, width: info.width, height: info.height, variants };
}

function writeAside(file: string, content: Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(partial, content);
  fs.renameSync(partial, file);
}

/** A file name as a safe address part: "Graduation Day 2024.JPG" is graduation-day-2024. */
const fileSlugOf = (name: string): string => slugOf(name.replace(/\.[^.]*$/, '')) || 'picture';
