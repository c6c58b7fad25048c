import type { Letterhead } from './pdf-writer.ts';
import type { DocumentLanguage } from './text.ts';

/** Reads a content document by id (its path inside content/ without .json, such as forms). */
export type ContentReader = (id: string) => unknown;

/** One PDF the build makes, named /files/<id>.pdf on the site. */
export interface PlannedDocument {
  id: string;
  render: (letterhead: Letterhead) => Promise<Buffer>;
}

/**
 * A kind of generated document: which content documents it is made from, and the PDFs it makes of
 * them (one, or one per entry, as the forms make one per form).
 */
export interface DocumentKind {
  kind: string;
  sources: string[];
  /** The PDFs of one language; their ids are the English ones (the registry names the Kiswahili copies). */
  plan: (read: ContentReader, language: DocumentLanguage) => PlannedDocument[];
}
