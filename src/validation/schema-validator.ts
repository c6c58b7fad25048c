/**
 * Runs the precompiled schema validators (src/validation/generated, made by `npm run gen:types`): no
 * ajv compile step and no `eval`, so the same code checks documents in Node and in the browser.
 */
import type { ErrorObject } from 'ajv';
import * as validators from './generated/schema-validators.js';
import { validatorExportName } from './document-places';
import type { ContentReference, LocalizedEntry } from './types';

/** What the collecting keywords (x-reference, x-localized) fill while a document is checked. */
export interface CollectedValues {
  references: ContentReference[];
  texts: LocalizedEntry[];
}

/** One of ajv's standalone validators, called on the object it collects into. */
export interface StandaloneValidator {
  (this: CollectedValues, data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export interface SchemaCheck extends CollectedValues {
  valid: boolean;
  errors: ErrorObject[];
}

/** Checks a document against one document schema, or says there is no such schema. */
export function checkAgainstSchema(schemaFile: string, data: unknown): SchemaCheck | undefined {
  const validate = (validators as unknown as Record<string, StandaloneValidator | undefined>)[
    validatorExportName(schemaFile)
  ];
  if (typeof validate !== 'function') return undefined;
  const collected: CollectedValues = { references: [], texts: [] };
  const valid = validate.call(collected, data);
  return { valid, errors: validate.errors ?? [], ...collected };
}

/** The fingerprint of the schemas the validators were made from. */
export const validatorsFingerprint: string = validators.schemaFingerprint;
