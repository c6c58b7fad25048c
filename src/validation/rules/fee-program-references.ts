import type { ContentError } from './types';
import { validFeeDocuments } from './fee-documents';
import type { ContentRule } from './types';
import { walkObjects } from './types';
import { because } from './reasons';

/** A programme fee-structure block names a programme that content/fees.json has. */
export const feeProgramsExist: ContentRule = (context) => {
  const feeDocuments = validFeeDocuments(context);
  if (feeDocuments.length === 0) return [];
  const known = new Set(
    feeDocuments.flatMap((document) => document.data.programs.map((program) => program.id)),
  );
  const errors: ContentError[] = [];
  for (const document of context.documents) {
    if (!document.valid) continue;
    walkObjects(document.data, (object, pointer) => {
      if (object.type !== 'fee-structure' || !object.content || typeof object.content !== 'object') return;
      const { program } = object.content as { program: string };
      if (!known.has(program)) {
        errors.push({
          file: document.file,
          pointer: `${pointer}/content/program`,
          message: `is not a programme of content/fees.json (${[...known].join(', ')})`,
          value: program,
          reason: because('fees.unknownProgramme', { known: [...known].join(', ') }),
        });
      }
    });
  }
  return errors;
};
