/** The id of the generated PDF of a form of content/forms.json; the build and the forms page agree on it. */
export function formDocumentId(formId: string): string {
  return `form-${formId}`;
}
