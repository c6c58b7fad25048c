/** The id of the script element that carries a prerendered page's documents to the browser. */
export const EMBEDDED_CONTENT_ID = 'content-documents';

/** JSON that is safe inside a script element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readEmbeddedDocuments(): Record<string, unknown> {
  const element = document.getElementById(EMBEDDED_CONTENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as Record<string, unknown>) : {};
}
