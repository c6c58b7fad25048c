/** A JSON object, by its keys: a document, or an object inside one. */
export type JsonObject = Record<string, unknown>;

/**
 * Whether a value read from JSON (a document, a stored draft, a server's answer) is an object: not a
 * list, not null, not a primitive.
 */
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
