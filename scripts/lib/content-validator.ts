/**
 * The Node adapter of the validation core (src/validation): reads the documents of content/ and the
 * files the site serves, and hands them to the core, which checks them exactly as the admin does in
 * the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  validateContent as validateDocuments,
  validatorsFingerprint,
  type SiteFiles,
  type ValidationResult,
} from '../../src/validation';
import { listContentFiles } from './content-files';
import { schemaFingerprint } from './schema-validator-code';
import { readAllSchemas } from './schemas';

export { formatContentError } from '../../src/validation';
export type { ContentError, LocalizedEntry, ParsedDocument, ValidationResult } from '../../src/validation';

export interface ValidationOptions {
  projectRoot: string;
  contentDir?: string;
  schemaDir?: string;
  publicDir?: string;
}

export function validateContent(options: ValidationOptions): ValidationResult {
  const projectRoot = options.projectRoot;
  const contentDir = options.contentDir ?? path.join(projectRoot, 'content');
  const schemaDir = options.schemaDir ?? path.join(projectRoot, 'schema');
  const publicDir = options.publicDir ?? path.join(projectRoot, 'public');
  const sources = listContentFiles(contentDir, projectRoot).map(({ file, id, text }) => ({ file, id, text }));
  const result = validateDocuments(sources, siteFiles(projectRoot, contentDir, publicDir));
  const stale = staleValidators(schemaDir);
  return stale ? { ...result, errors: [stale, ...result.errors] } : result;
}

/**
 * The schemas are checked by validators generated from them; after a schema is edited, they say what
 * to run rather than check against the old schema in silence.
 */
function staleValidators(schemaDir: string) {
  if (schemaFingerprint(readAllSchemas(schemaDir)) === validatorsFingerprint) return undefined;
  return {
    file: 'schema/',
    pointer: '',
    message:
      'has changed since src/validation/generated/schema-validators.js was made from it: run `npm run gen:types`',
  };
}

/** The files the site serves besides its documents, as the core's rules ask about them. */
export function siteFiles(projectRoot: string, contentDir: string, publicDir: string): SiteFiles {
  const mediaDir = path.join(contentDir, 'media');
  const media = listFiles(mediaDir);
  return {
    media: new Set(media.map((file) => `/media/${slashed(path.relative(mediaDir, file))}`)),
    public: new Set(listFiles(publicDir).map((file) => `/${slashed(path.relative(publicDir, file))}`)),
    svgPictures: media
      .filter((file) => file.toLowerCase().endsWith('.svg'))
      .map((file) => ({
        file: slashed(path.relative(projectRoot, file)),
        text: fs.readFileSync(file, 'utf8'),
      })),
  };
}

function listFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    // stat, not the directory entry, so a linked folder is followed like the static server follows it.
    const stats = fs.statSync(full, { throwIfNoEntry: false });
    if (stats?.isDirectory()) return listFiles(full);
    return stats?.isFile() ? [full] : [];
  });
}

const slashed = (relative: string) => relative.split(path.sep).join('/');
