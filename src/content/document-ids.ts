import type { Language } from './localize';

/** The id of the generated PDF of a form of content/forms.json; the build and the forms page agree on it. */
export function formDocumentId(formId: string): string {
  return `form-${formId}`;
}

/** The id of the generated fee structure of a programme of content/fees.json. */
export function feeStructureDocumentId(programId: string): string {
  return `fees-${programId}`;
}

/**
 * The id of a generated PDF in a language: the English file keeps the document's id, its Kiswahili
 * copy adds "-sw", so /files/form-admission-sw.pdf is the Kiswahili admission form.
 */
export function localizedDocumentId(documentId: string, language: Language): string {
  return language === 'en' ? documentId : `${documentId}-${language}`;
}
