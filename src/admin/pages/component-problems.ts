import type { DocumentId } from '../../content/documents';
import { problemsWithin, type FieldProblem } from '../forms/form-store';
import type { ContentChecks } from '../model/content-checks';
import type { ComponentsDocument } from './page-edits';

/** Where a component's content is in its document, as a JSON pointer. */
export const contentPointer = (page: ComponentsDocument, componentId: string): string =>
  `/components/${page.components.findIndex((component) => component.id === componentId)}/content`;

/**
 * What the validation core finds wrong with a component's content as edited, as the page would be
 * with it: each problem by its pointer into the content, for the component's form.
 */
export function componentProblems(
  checks: ContentChecks,
  documentId: DocumentId,
  page: ComponentsDocument,
  componentId: string,
  content: unknown,
): FieldProblem[] {
  const at = contentPointer(page, componentId);
  const edited = {
    ...page,
    components: page.components.map((component) =>
      component.id === componentId ? { ...component, content } : component,
    ),
  };
  return problemsWithin(checks.problemsBroughtBy({ [documentId]: edited }), at);
}
