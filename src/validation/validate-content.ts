/**
 * The validation core: checks content documents and reports every problem as one ContentError naming
 * file, JSON pointer, rule and value. Size and JSON syntax, the limits of depth and length, then each
 * document against the schema of its place in content/ (a "$schema" naming another schema is refused),
 * then the rules a schema cannot say (./rules). It reads no files and needs no Node API or UI: `npm run
 * validate` hands it the documents of content/, the admin hands it the documents in memory.
 */
import { CONTENT_LIMITS, limitProblems } from './content-limits';
import { knownPlaces, schemaFileFor, schemaReferenceFor } from './document-places';
import { jsonSyntaxProblem } from './json-syntax';
import { contentRules } from './rules';
import { because } from './rules/reasons';
import { toContentErrors } from './schema-errors';
import { checkAgainstSchema } from './schema-validator';
import type { ContentError, ContentSource, ParsedDocument, SiteFiles, ValidationResult } from './types';

export { formatContentError } from './format-error';

const encoder = new TextEncoder();

export function validateContent(sources: readonly ContentSource[], files: SiteFiles): ValidationResult {
  const errors: ContentError[] = [];
  const documents: ParsedDocument[] = [];
  for (const source of sources) {
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
    const parsed = 'text' in source ? parseSource(source) : { data: source.data };
    if ('error' in parsed) {
      errors.push(parsed.error);
      continue;
    }
    const data = parsed.data;
    const overLimits = limitProblems(data);
    if (overLimits.length > 0) {
      // Read no further: the schema and the rules walk documents recursively.
      for (const problem of overLimits) errors.push({ file: source.file, ...problem });
      continue;
    }
    document.data = data;
    const expected = schemaFileFor(source.id);
    if (!expected) {
      const places = knownPlaces().join(', ');
      errors.push({
        file: source.file,
        pointer: '',
        message: `is in no known place in content/; documents live at ${places}`,
        reason: because('document.noPlace', { places }),
      });
      continue;
    }
    document.schemaFile = expected;
    const named = namedSchemaProblem(data, source.id, expected);
    if (named) {
      errors.push({ file: source.file, pointer: '/$schema', ...named });
      continue;
    }
    const checked = checkAgainstSchema(expected, data);
    if (!checked) {
      errors.push({
        file: source.file,
        pointer: '',
        message: `has no schema: schema/${expected} is missing`,
        reason: because('document.noSchema', { schema: expected }),
      });
      continue;
    }
    document.valid = checked.valid;
    // A text is met once per schema branch that looks at it; one entry per place.
    document.texts = [...new Map(checked.texts.map((text) => [text.pointer, text])).values()];
    const schemaErrors = toContentErrors(checked.errors, data);
    // A value the schema already refuses is not checked again as a link or a file.
    const refused = new Set(schemaErrors.map((error) => error.pointer));
    document.references = checked.references.filter((reference) => !refused.has(reference.pointer));
    for (const error of schemaErrors) errors.push({ file: source.file, ...error });
  }

  for (const rule of contentRules) errors.push(...rule({ documents, files }));
  errors.sort((a, b) => a.file.localeCompare(b.file));
  return { errors, documents };
}

function parseSource(source: { file: string; text: string }): { data: unknown } | { error: ContentError } {
  const bytes = encoder.encode(source.text).length;
  if (bytes > CONTENT_LIMITS.documentBytes) {
    const words = {
      bytes: bytes.toLocaleString('en'),
      most: CONTENT_LIMITS.documentBytes.toLocaleString('en'),
    };
    return {
      error: {
        file: source.file,
        pointer: '',
        message: `is ${words.bytes} bytes; a document may have at most ${words.most}`,
        reason: because('document.tooLarge', words),
      },
    };
  }
  try {
    return { data: JSON.parse(source.text) as unknown };
  } catch (error) {
    return { error: { file: source.file, pointer: '', ...jsonSyntaxProblem(error, source.text) } };
  }
}

/**
 * Checks the "$schema" a document names (for editors) against the schema of its place: it must be
 * there, and be that schema. Paths are worked out as the editor would, from the document's place in
 * content/ to schema/.
 */
function namedSchemaProblem(
  data: unknown,
  id: string,
  expected: string,
): Omit<ContentError, 'file' | 'pointer'> | undefined {
  const named = data && typeof data === 'object' ? (data as { $schema?: unknown }).$schema : undefined;
  const fromDocument = schemaReferenceFor(id)!;
  if (typeof named !== 'string')
    return {
      message: `is required: every document names its schema, such as "${fromDocument}"`,
      value: named,
      reason: because('document.schemaMissing', { example: fromDocument }),
    };
  const base = `file:///project/content/${id}.json`;
  let resolved: string;
  try {
    resolved = new URL(named, base).pathname;
  } catch {
    resolved = '';
  }
  if (resolved !== `/project/schema/${expected}`)
    return {
      message: `must be "${fromDocument}": a document in this place is checked against schema/${expected}`,
      value: named,
      reason: because('document.schemaOther', { example: fromDocument, schema: expected }),
    };
  return undefined;
}
