/**
 * The Node adapter of the validation core (src/validation): reads the documents of content/ and the
 * files the site serves, and hands them to the core, which checks them exactly as the admin does in
 * the browser.
 */
import path from 'node:path';
import {
  validateContent as validateDocuments,
  validatorsFingerprint,
  type ValidationResult,
} from '../../src/validation';
import { listContentFiles, readSiteFiles } from '../../src/server/content-folder';
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
  const result = validateDocuments(sources, readSiteFiles(contentDir, publicDir));
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
