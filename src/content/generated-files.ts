/**
 * Which PDFs the build makes from the content, by id, worked out without making them: the validation
 * core checks every download against this list, in Node and in the browser. The PDF generators
 * (src/documents) make exactly these files; a unit test holds the two together.
 */
import { feeStructureDocumentId, formDocumentId, localizedDocumentId } from './document-ids.ts';
import { LANGUAGES } from './localize.ts';
import type { FeeData, FormsCollection, StudentHandbook } from './types.generated';

/** Reads a content document by id (its path inside content/ without .json, such as forms). */
export type ContentReader = (id: string) => unknown;

export interface GeneratedFileKind {
  kind: string;
  /** The content documents the files are made from. */
  sources: string[];
  /** The ids of the English files; each has a Kiswahili copy too. */
  ids: (read: ContentReader) => string[];
}

export const STUDENT_HANDBOOK_ID = 'student-handbook';
export const ACADEMIC_CALENDAR_ID = 'academic-calendar';

export const generatedFileKinds: readonly GeneratedFileKind[] = [
  { kind: 'academic-calendar', sources: ['academic-calendar'], ids: () => [ACADEMIC_CALENDAR_ID] },
  {
    kind: 'handbook',
    sources: ['handbook'],
    ids: (read) => [STUDENT_HANDBOOK_ID, (read('handbook') as StudentHandbook).acknowledgment.document],
  },
  {
    kind: 'forms',
    sources: ['forms'],
    ids: (read) => (read('forms') as FormsCollection).forms.map((form) => formDocumentId(form.id)),
  },
  {
    kind: 'fee-structures',
    sources: ['fees'],
    ids: (read) => (read('fees') as FeeData).programs.map((program) => feeStructureDocumentId(program.id)),
  },
];

/** The ids of every generated file of these kinds, in every language. */
export function generatedFileIds(read: ContentReader, kinds = generatedFileKinds): string[] {
  return kinds.flatMap((kind) =>
    kind.ids(read).flatMap((id) => LANGUAGES.map((language) => localizedDocumentId(id, language))),
  );
}

/**
 * The store's id of the generated files: the address and exact size in bytes of every PDF made from
 * the content, by file id, so download lists show real sizes. Worked out with the PDFs (the build and
 * a publish make both), embedded in the pages that show a download and listed in the content manifest.
 */
export const GENERATED_FILES_ID = 'generated-files';

export type GeneratedFiles = Record<string, { url: string; bytes: number }>;
