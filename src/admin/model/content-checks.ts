/**
 * The admin's view of the validation core: the same schema checks and cross-document rules that
 * `npm run validate` runs, run on the documents in memory. The core arrives as its own chunk with the
 * admin (never on a public page) and is handed in once it has loaded.
 */
import type * as validation from '../../validation';
import type { ContentError, SiteFiles, ValidationResult } from '../../validation';
import type { ContentStore } from '../../content/store';
import { addedImageAddresses } from '../../content/session-media';
import { SITE_IMAGES } from '../shared/site-images';
import { contentFileName } from '../../content/places';

export type ValidationCore = typeof validation;

export const loadValidationCore = (): Promise<ValidationCore> => import('../../validation');

/** A visitor-facing text, where it is. */
export interface CollectedText {
  documentId: string;
  pointer: string;
  value: unknown;
}

/** Documents by id; `undefined` stands for a document deleted. */
export type DocumentChanges = Record<string, unknown>;

/**
 * What the site has besides its documents, as the admin knows it: the pictures of the build and those
 * added in this tab (kept here or uploaded to the server). SVGs cannot be added in the admin, so the build's own check of them stands.
 */
function siteFiles(addedMedia: readonly string[]): SiteFiles {
  return {
    media: new Set([...Object.keys(SITE_IMAGES), ...addedImageAddresses(), ...addedMedia]),
    public: new Set(),
    svgPictures: [],
  };
}

export class ContentChecks {
  /** The check of the content as it stands, kept until the store changes. */
  private standing: ValidationResult | undefined;
  private standingTexts: CollectedText[] | undefined;

  constructor(
    private readonly core: ValidationCore,
    private readonly store: ContentStore,
  ) {
    store.subscribe(() => {
      this.standing = undefined;
      this.standingTexts = undefined;
    });
  }

  /** Every problem of the content as it stands: checked once per change of the store. */
  problems(): ContentError[] {
    return this.asItStands().errors;
  }

  /**
   * Every visitor-facing text of the content as it stands, by its document's id and its pointer: the
   * same list until the store changes.
   */
  localizedTexts(): CollectedText[] {
    return (this.standingTexts ??= this.asItStands().documents.flatMap((document) =>
      document.texts.map((text) => ({ documentId: document.id, pointer: text.pointer, value: text.value })),
    ));
  }

  private asItStands(): ValidationResult {
    return (this.standing ??= this.check({}, []));
  }

  /** The problems of the content as it would stand with `changes` applied and `addedMedia` added. */
  private check(changes: DocumentChanges, addedMedia: readonly string[]): ValidationResult {
    const documents: DocumentChanges = Object.fromEntries(
      this.store.ids().map((id) => [id, this.store.peek(id)]),
    );
    Object.assign(documents, changes);
    const sources = Object.entries(documents)
      .filter(([, data]) => data !== undefined)
      .map(([id, data]) => ({ file: contentFileName(id), id, data }));
    return this.core.validateContent(sources, siteFiles(addedMedia));
  }

  /**
   * The problems `changes` (and the pictures at `addedMedia`, those of an imported zip) would bring
   * into the documents they change: what stops them being applied.
   * A problem already there before is not the change's doing, and one in another document (a link to
   * a page just deleted) is reported by `problems()` for the editor to mend where it is.
   */
  problemsBroughtBy(changes: DocumentChanges, addedMedia: readonly string[] = []): ContentError[] {
    const files = new Set(Object.keys(changes).map(contentFileName));
    const before = new Set(this.problems().map(this.core.formatContentError));
    return this.check(changes, addedMedia).errors.filter(
      (problem) => files.has(problem.file) && !before.has(this.core.formatContentError(problem)),
    );
  }

  /** One line: the file, the JSON pointer, the rule and the value found. */
  format(problem: ContentError): string {
    return this.core.formatContentError(problem);
  }
}
