/** The validation core's public face: what `npm run validate` and the admin call. */
export { validateContent, formatContentError } from './validate-content';
export { validatorsFingerprint } from './schema-validator';
export { schemaFileFor } from './document-places';
export { linkedAddress } from './rules/references';
export type * from './types';
