/**
 * Validates the content documents: size and JSON syntax, the limits of depth and length, then each
 * document against the schema of its place in content/ (ajv, all errors; a "$schema" naming another
 * schema is refused), then the rules a schema cannot say (see ./rules). Runs in Node without
 * any UI code. Every problem becomes one ContentError naming file, JSON pointer, rule and value.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import addErrors from 'ajv-errors';
import { listContentFiles, lineAndColumn } from './content-files';
import { appendPointer, valueAtPointer } from './json-pointer';
import { readAllSchemas } from './schemas';
import { CONTENT_LIMITS, limitProblems } from './content-limits';
import { knownPlaces, schemaFileFor } from './schema-places';
import { contentRules } from './rules';

export interface ContentError {
  file: string;
  pointer: string;
  message: string;
  /** The offending value, when there is one. */
  value?: unknown;
}

/** A URL or media path found in a document, with where it is. */
export interface ContentReference {
  kind: 'url' | 'media' | 'document';
  pointer: string;
  value: string;
}

/** A text shown to visitors (a localizedText of the schema), with where it is. */
export interface LocalizedEntry {
  pointer: string;
  value: unknown;
}

export interface ParsedDocument {
  file: string;
  id: string;
  /** The schema file the document names, relative to schema/ (such as page.schema.json). */
  schemaFile: string | undefined;
  data: unknown;
  valid: boolean;
  references: ContentReference[];
  /** Every visitor-facing text of the document, for the translation report. */
  texts: LocalizedEntry[];
}

export interface ValidationOptions {
  projectRoot: string;
  contentDir?: string;
  schemaDir?: string;
  publicDir?: string;
}

export interface ValidationResult {
  errors: ContentError[];
  documents: ParsedDocument[];
}

export function formatContentError(error: ContentError): string {
  const got = error.value === undefined ? '' : ` (got ${preview(error.value)})`;
  return `${error.file} ${error.pointer || '/'}: ${error.message}${got}`;
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export function validateContent(options: ValidationOptions): ValidationResult {
  const projectRoot = options.projectRoot;
  const contentDir = options.contentDir ?? path.join(projectRoot, 'content');
  const schemaDir = options.schemaDir ?? path.join(projectRoot, 'schema');
  const publicDir = options.publicDir ?? path.join(projectRoot, 'public');

  const schemas = readAllSchemas(schemaDir);
  const { ajv, collected, texts, compiled } = compiledSchemas(schemas);

  const errors: ContentError[] = [];
  const documents: ParsedDocument[] = [];

  for (const source of listContentFiles(contentDir, projectRoot)) {
    const document: ParsedDocument = {
      file: source.file,
      id: source.id,
      schemaFile: undefined,
      data: undefined,
      valid: false,
      references: [],
      texts: [],
    };
    // Listed even when unreadable, so the rules know the document exists (a broken page keeps its address).
    documents.push(document);
    const bytes = Buffer.byteLength(source.text);
    if (bytes > CONTENT_LIMITS.documentBytes) {
      errors.push({
        file: source.file,
        pointer: '',
        message: `is ${bytes.toLocaleString('en')} bytes; a document may have at most ${CONTENT_LIMITS.documentBytes.toLocaleString('en')}`,
      });
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(source.text);
    } catch (error) {
      errors.push({ file: source.file, pointer: '', message: describeSyntaxError(error, source.text) });
      continue;
    }
    const overLimits = limitProblems(data);
    if (overLimits.length > 0) {
      // Read no further: the schema and the rules walk documents recursively.
      for (const problem of overLimits) errors.push({ file: source.file, ...problem });
      continue;
    }
    document.data = data;
    const expected = schemaFileFor(source.id);
    if (!expected) {
      errors.push({
        file: source.file,
        pointer: '',
        message: `is in no known place in content/; documents live at ${knownPlaces().join(', ')}`,
      });
      continue;
    }
    document.schemaFile = expected;
    const named = resolveSchemaFile(data, source.absolutePath, expected, schemaDir);
    if (named.error) {
      errors.push({ file: source.file, pointer: '/$schema', ...named.error });
      continue;
    }
    const file = expected;
    if (!schemas.has(file)) {
      errors.push({ file: source.file, pointer: '', message: `has no schema: schema/${file} is missing` });
      continue;
    }
    let validate = compiled.get(file);
    if (!validate) {
      validate = ajv.getSchema(file)!;
      compiled.set(file, validate);
    }
    collected.length = 0;
    texts.length = 0;
    document.valid = validate(data) as boolean;
    // A text is met once per schema branch that looks at it; one entry per place.
    document.texts = [...new Map(texts.map((text) => [text.pointer, text])).values()];
    const schemaErrors = toContentErrors(validate.errors ?? [], data);
    // A value the schema already refuses is not checked again as a link or a file.
    const refused = new Set(schemaErrors.map((error) => error.pointer));
    document.references = collected.filter((reference) => !refused.has(reference.pointer));
    for (const error of schemaErrors) errors.push({ file: source.file, ...error });
  }

  for (const rule of contentRules) {
    errors.push(...rule({ documents, projectRoot, contentDir, publicDir }));
  }
  errors.sort((a, b) => a.file.localeCompare(b.file));
  return { errors, documents };
}

interface CompiledSchemas {
  key: string;
  ajv: Ajv2020;
  /** Filled by the x-reference keyword while a document is validated. */
  collected: ContentReference[];
  /** Filled by the x-localized keyword while a document is validated. */
  texts: LocalizedEntry[];
  compiled: Map<string, ValidateFunction>;
}

let lastCompiled: CompiledSchemas | undefined;

/**
 * The schemas ready to validate with. Compiling is most of a run's work, so the last compiled set is
 * kept while the schema files stay the same: repeated runs in one process (tests, a watcher) skip it.
 */
function compiledSchemas(schemas: Map<string, unknown>): CompiledSchemas {
  const key = createHash('sha1')
    .update(JSON.stringify([...schemas]))
    .digest('hex');
  if (lastCompiled?.key === key) return lastCompiled;
  const collected: ContentReference[] = [];
  const texts: LocalizedEntry[] = [];
  const ajv = createAjv(collected, texts);
  for (const [file, schema] of schemas) ajv.addSchema(schema as object, file);
  lastCompiled = { key, ajv, collected, texts, compiled: new Map() };
  return lastCompiled;
}

function createAjv(collected: ContentReference[], texts: LocalizedEntry[]) {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, discriminator: true });
  addFormats(ajv, ['email']);
  addErrors(ajv);
  ajv.addVocabulary(['x-label', 'x-icon']);
  // Records every URL and media path with its pointer, so the rules can check that it resolves.
  ajv.addKeyword({
    keyword: 'x-reference',
    schemaType: 'string',
    errors: false,
    validate: (
      kind: ContentReference['kind'],
      value: unknown,
      _schema: unknown,
      context?: { instancePath: string },
    ) => {
      if (typeof value === 'string' && context)
        collected.push({ kind, pointer: context.instancePath, value });
      return true;
    },
  });
  // Records every visitor-facing text with its pointer, for the translation completeness report.
  ajv.addKeyword({
    keyword: 'x-localized',
    schemaType: 'boolean',
    errors: false,
    validate: (_marked: boolean, value: unknown, _schema: unknown, context?: { instancePath: string }) => {
      if (context) texts.push({ pointer: context.instancePath, value });
      return true;
    },
  });
  return ajv;
}

/**
 * Checks the "$schema" a document names (for editors) against the schema of its place: it must be
 * there, and be that schema.
 */
function resolveSchemaFile(
  data: unknown,
  documentPath: string,
  expected: string,
  schemaDir: string,
): { error?: Omit<ContentError, 'file' | 'pointer'> } {
  const named = data && typeof data === 'object' ? (data as { $schema?: unknown }).$schema : undefined;
  const fromDocument = path
    .relative(path.dirname(documentPath), path.join(schemaDir, expected))
    .split(path.sep)
    .join('/');
  if (typeof named !== 'string') {
    return {
      error: {
        message: `is required: every document names its schema, such as "${fromDocument}"`,
        value: named,
      },
    };
  }
  const relative = path
    .relative(schemaDir, path.resolve(path.dirname(documentPath), named))
    .split(path.sep)
    .join('/');
  if (relative !== expected) {
    return {
      error: {
        message: `must be "${fromDocument}": a document in this place is checked against schema/${expected}`,
        value: named,
      },
    };
  }
  return {};
}

function describeSyntaxError(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  if (!position) return `is not valid JSON: ${message}`;
  const { line, column } = lineAndColumn(text, Number(position[1]));
  return `is not valid JSON at line ${line}, column ${column}: ${message.replace(/ in JSON at position \d+.*$/, '')}`;
}

/** Turns ajv's errors into one readable error per problem, pointing at the offending value. */
export function toContentErrors(raw: ErrorObject[], data: unknown): Omit<ContentError, 'file'>[] {
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
        result.push({ pointer: where, message: 'is required' });
        break;
      }
      case 'additionalProperties': {
        const extra = (error.params as { additionalProperty: string }).additionalProperty;
        const where = appendPointer(pointer, extra);
        result.push({
          pointer: where,
          message: 'is not a known field here',
          value: valueAtPointer(data, where),
        });
        break;
      }
      case 'discriminator': {
        const params = error.params as { tag: string; tagValue: unknown; error: string };
        const known = knownTags(error.parentSchema, params.tag);
        const what =
          (error.parentSchema as { $id?: string } | undefined)?.$id === 'blocks.schema.json'
            ? 'block type'
            : params.tag;
        result.push({
          pointer: appendPointer(pointer, params.tag),
          message:
            params.error === 'tag'
              ? `is required and must be text`
              : `unknown ${what}; known: ${known.join(', ')}`,
          value: params.tagValue,
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
        });
        break;
      }
      case 'const':
        result.push({
          pointer,
          message: `must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`,
          value: valueAtPointer(data, pointer),
        });
        break;
      case 'format':
        result.push({
          pointer,
          message:
            (error.params as { format: string }).format === 'email'
              ? 'must be an e-mail address'
              : (error.message ?? 'has the wrong format'),
          value: valueAtPointer(data, pointer),
        });
        break;
      default:
        result.push({
          pointer,
          message: error.message ?? `breaks the rule ${error.keyword}`,
          value: valueAtPointer(data, pointer),
        });
    }
  }
  return result;
}

function knownTags(parentSchema: unknown, tag: string): string[] {
  const schema = parentSchema as { properties?: Record<string, { enum?: unknown[] }> } | undefined;
  return (schema?.properties?.[tag]?.enum ?? []).map(String);
}
