import type { ErrorObject } from 'ajv';
import { appendPointer, valueAtPointer } from './json-pointer';
import type { ContentError, ProblemReason } from './types';

/** Turns ajv's errors into one readable error per problem, pointing at the offending value. */
export function toContentErrors(all: ErrorObject[], data: unknown): Omit<ContentError, 'file'>[] {
  const raw = withinClosestVariant(all);
  const discriminated = new Set(
    raw
      .filter((error) => error.keyword === 'discriminator')
      .map((error) => appendPointer(error.instancePath, 'type')),
  );
  const result: Omit<ContentError, 'file'>[] = [];
  for (const error of raw) {
    const pointer = error.instancePath;
    switch (error.keyword) {
      case 'required': {
        const missing = (error.params as { missingProperty: string }).missingProperty;
        const where = appendPointer(pointer, missing);
        // A missing discriminator tag is already reported, with more to say, by its discriminator error.
        if (discriminated.has(where)) break;
        result.push({ pointer: where, message: 'is required', reason: { key: 'required' } });
        break;
      }
      case 'additionalProperties': {
        const extra = (error.params as { additionalProperty: string }).additionalProperty;
        const where = appendPointer(pointer, extra);
        result.push({
          pointer: where,
          message: 'is not a known field here',
          value: valueAtPointer(data, where),
          reason: { key: 'additionalProperties' },
        });
        break;
      }
      case 'discriminator': {
        const params = error.params as { tag: string; tagValue: unknown; error: string };
        const known = knownTags(error.parentSchema, params.tag);
        const blockType = (error.parentSchema as { $id?: string } | undefined)?.$id === 'blocks.schema.json';
        const what = blockType ? 'block type' : params.tag;
        const reason: ProblemReason =
          params.error === 'tag'
            ? { key: 'discriminator.tag' }
            : blockType
              ? { key: 'discriminator.unknownBlockType', params: { known: known.join(', ') } }
              : { key: 'discriminator.unknown', params: { tag: params.tag, known: known.join(', ') } };
        result.push({
          pointer: appendPointer(pointer, params.tag),
          message:
            params.error === 'tag'
              ? `is required and must be text`
              : `unknown ${what}; known: ${known.join(', ')}`,
          value: params.tagValue,
          reason,
        });
        break;
      }
      case 'enum': {
        if (discriminated.has(pointer)) break;
        const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
        result.push({
          pointer,
          message: `must be one of: ${allowed.join(', ')}`,
          value: valueAtPointer(data, pointer),
          reason: { key: 'enum', params: { allowed: allowed.join(', ') } },
        });
        break;
      }
      case 'const': {
        const allowed = JSON.stringify((error.params as { allowedValue: unknown }).allowedValue);
        result.push({
          pointer,
          message: `must be ${allowed}`,
          value: valueAtPointer(data, pointer),
          reason: { key: 'const', params: { value: allowed } },
        });
        break;
      }
      case 'format': {
        const format = (error.params as { format: string }).format;
        result.push({
          pointer,
          message:
            format === 'email' ? 'must be an e-mail address' : (error.message ?? 'has the wrong format'),
          value: valueAtPointer(data, pointer),
          reason: { key: `format.${format}` },
        });
        break;
      }
      default:
        result.push({
          pointer,
          message: error.message ?? `breaks the rule ${error.keyword}`,
          value: valueAtPointer(data, pointer),
          // A schema's own "errorMessage" is worded by the schema (its message is its words).
          reason:
            error.keyword === 'errorMessage'
              ? { key: 'errorMessage' }
              : { key: error.keyword, params: wordValues(error.params) },
        });
    }
  }
  return result;
}

/** ajv's params that its messages name (a limit, a pattern, a type), as text and numbers. */
function wordValues(params: Record<string, unknown>): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    else if (Array.isArray(value)) values[name] = value.join(',');
  }
  return values;
}

function knownTags(parentSchema: unknown, tag: string): string[] {
  const schema = parentSchema as { properties?: Record<string, { enum?: unknown[] }> } | undefined;
  return (schema?.properties?.[tag]?.enum ?? []).map(String);
}

/**
 * A value that matches none of a "oneOf"'s variants is reported by the variant it comes closest to (the
 * fewest errors; the first on a tie): a page's search listing with popularity 101 is told "/popularity must
 * be <= 100", not that it lacks "listed" as well. The other variants' errors and the "oneOf" error go.
 */
function withinClosestVariant(raw: ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  for (const failed of raw.filter((error) => error.keyword === 'oneOf')) {
    const count = (failed.parentSchema as { oneOf?: unknown[] } | undefined)?.oneOf?.length ?? 0;
    // A variant's errors met through a "$ref" sit in another file: its count may be low, never high.
    const variants = Array.from({ length: count }, () => [] as ErrorObject[]);
    const variantPath = new RegExp(`^${escapeRegExp(failed.schemaPath)}/(\\d+)/`);
    for (const error of raw) {
      const variant = variantPath.exec(error.schemaPath)?.[1];
      if (variant !== undefined && error.instancePath.startsWith(failed.instancePath))
        variants[Number(variant)]?.push(error);
    }
    const closest = variants.reduce(
      (best, errors, index) => (errors.length < variants[best]!.length ? index : best),
      0,
    );
    const others = new Set(variants.flatMap((errors, index) => (index === closest ? [] : errors)));
    // The "oneOf" error stays where nothing else would be left to show under it (the value matched
    // two variants, so no variant has errors).
    const shown = raw.some(
      (error) =>
        error !== failed &&
        !others.has(error) &&
        !dropped.has(error) &&
        error.instancePath.startsWith(failed.instancePath),
    );
    if (!shown) continue;
    dropped.add(failed);
    for (const error of others) dropped.add(error);
  }
  return raw.filter((error) => !dropped.has(error));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
