import { documentKinds, planDocuments } from '../../documents/registry';
import type { ContentError } from '../content-validator';
import type { ContentRule } from './types';

/**
 * Every document id in content (a download item's "document", the handbook's acknowledgment form)
 * names a PDF that the generator registry (scripts/documents/registry.ts) makes from the content.
 */
export const generatedDocumentsExist: ContentRule = (context) => {
  const byId = new Map(context.documents.map((document) => [document.id, document]));
  // A kind whose source is invalid cannot say which files it makes; that source's errors are reported already.
  const usable = documentKinds.filter((kind) =>
    kind.sources.every((source) => byId.get(source)?.valid !== false),
  );
  const undecidable = usable.length < documentKinds.length;
  const usableSources = usable.filter((kind) => kind.sources.every((source) => byId.has(source)));
  const known = new Set(
    planDocuments((id) => byId.get(id)?.data, usableSources).map((planned) => planned.id),
  );
  const errors: ContentError[] = [];
  for (const document of context.documents) {
    for (const reference of document.references) {
      if (reference.kind !== 'document' || known.has(reference.value) || undecidable) continue;
      errors.push({
        file: document.file,
        pointer: reference.pointer,
        message: `is not a document the build generates (known: ${[...known].sort().join(', ')})`,
        value: reference.value,
      });
    }
  }
  return errors;
};
