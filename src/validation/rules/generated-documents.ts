import { generatedFileIds, generatedFileKinds } from '../../content/generated-files';
import type { ContentError, ContentRule } from './types';
import { because } from './reasons';

/**
 * Every document id in content (a download item's "document", the handbook's acknowledgment form)
 * names a PDF that the build makes from the content (src/content/generated-files.ts).
 */
export const generatedDocumentsExist: ContentRule = (context) => {
  const byId = new Map(context.documents.map((document) => [document.id, document]));
  // A kind whose source is invalid cannot say which files it makes; that source's errors are reported already.
  const usable = generatedFileKinds.filter((kind) =>
    kind.sources.every((source) => byId.get(source)?.valid !== false),
  );
  const undecidable = usable.length < generatedFileKinds.length;
  const usableSources = usable.filter((kind) => kind.sources.every((source) => byId.has(source)));
  const known = new Set(generatedFileIds((id) => byId.get(id)?.data, usableSources));
  const listed = [...known].sort().join(', ');
  const errors: ContentError[] = [];
  for (const document of context.documents) {
    for (const reference of document.references) {
      if (reference.kind !== 'document' || known.has(reference.value) || undecidable) continue;
      errors.push({
        file: document.file,
        pointer: reference.pointer,
        message: `is not a document the build generates (known: ${listed})`,
        value: reference.value,
        reason: because('generated.unknownDocument', { known: listed }),
      });
    }
  }
  return errors;
};
