import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { toContentErrors } from '../../src/validation/schema-errors';

/** A listing in two shapes, as a page's search settings are: listed with its details, or not listed. */
const listing = {
  oneOf: [
    {
      type: 'object',
      properties: { listed: { const: true }, popularity: { type: 'integer', maximum: 100 } },
      required: ['listed', 'popularity'],
      additionalProperties: false,
    },
    {
      type: 'object',
      properties: { listed: { const: false } },
      required: ['listed'],
      additionalProperties: false,
    },
  ],
};
/** Two variants a value can match at once. */
const overlapping = { oneOf: [{ type: 'number' }, { type: 'integer' }] };

function pointers(schema: object, data: unknown): string[] {
  const validate = new Ajv({ allErrors: true, verbose: true }).compile(schema);
  expect(validate(data)).toBe(false);
  return toContentErrors(validate.errors ?? [], data).map((error) => error.pointer);
}

describe('errors under a "oneOf"', () => {
  it('are told by the variant the value comes closest to', () => {
    expect(pointers(listing, { listed: true, popularity: 101 })).toEqual(['/popularity']);
  });

  it('keep the "oneOf" error when the value matched two variants, so an invalid value is never silent', () => {
    expect(pointers(overlapping, 3)).toHaveLength(1);
  });
});
