/** What the validation core reads and reports. It knows no files, Node API or UI: callers hand it documents. */

export interface ContentError {
  file: string;
  pointer: string;
  message: string;
  /** The offending value, when there is one. */
  value?: unknown;
  /**
   * Which rule refused the value, for a caller that words the problem itself (the admin, in the
   * screen's language); `message` stays the core's English line.
   */
  reason?: ProblemReason;
}

/**
 * A problem's rule, machine-readable: an ajv keyword ('maxLength', 'required', 'format.email'), a
 * schema's own message ('errorMessage', worded by `message`) or a rule of ./rules ('menu.urlOrChildren'),
 * with the values its words name ({ limit: 200 }).
 */
export interface ProblemReason {
  key: string;
  params?: Readonly<Record<string, string | number>>;
}

/** A URL or media path found in a document, with where it is. */
export interface ContentReference {
  kind: 'url' | 'media' | 'document';
  pointer: string;
  value: string;
}

/** A text shown to visitors (a localizedText of the schema), with where it is. */
export interface LocalizedEntry {
  pointer: string;
  value: unknown;
}

/** One document to check: its text as stored, or its value as already held in memory. */
export type ContentSource = { file: string; id: string } & ({ text: string } | { data: unknown });

export interface ParsedDocument {
  file: string;
  id: string;
  /** The schema file the document's place calls for, relative to schema/ (such as page.schema.json). */
  schemaFile: string | undefined;
  data: unknown;
  valid: boolean;
  references: ContentReference[];
  /** Every visitor-facing text of the document, for the translation report. */
  texts: LocalizedEntry[];
}

/** What the site holds besides its documents, as the caller sees it (a folder in Node, a list in the browser). */
export interface SiteFiles {
  /** Every file under content/media, by site address (/media/images/logo.svg). */
  media: ReadonlySet<string>;
  /** Every file under public/, by site address (/robots.txt). */
  public: ReadonlySet<string>;
  /** The SVG pictures under content/media, with the text of each, named by their path from the project root. */
  svgPictures: readonly { file: string; text: string }[];
}

export interface ValidationResult {
  errors: ContentError[];
  documents: ParsedDocument[];
}

export interface RuleContext {
  documents: ParsedDocument[];
  files: SiteFiles;
}

/** A rule that a schema cannot say; it reports problems as ContentErrors. */
export type ContentRule = (context: RuleContext) => ContentError[];
