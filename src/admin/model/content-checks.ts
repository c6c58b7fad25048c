/**
 * The admin's view of the validation core: the same schema checks and cross-document rules that
 * `npm run validate` runs, run on the documents in memory. The core arrives as its own chunk with the
 * admin (never on a public page) and is handed in once it has loaded.
 */
import type * as validation from '../../validation';
import type { ContentError, SiteFiles } from '../../validation';
import type { ContentStore } from '../../content/store';
import { addedImageAddresses } from '../../content/session-media';
import { SITE_IMAGES } from '../shared/site-images';

export type ValidationCore = typeof validation;

export const loadValidationCore = (): Promise<ValidationCore> => import('../../validation');

/** Where a document lives in the repository: pages/about is content/pages/about.json. */
export const contentPath = (id: string): string => `content/${id}.json`;

/** The document a problem's file names: content/pages/about.json is pages/about. */
export const documentIdOf = (file: string): string | undefined => /^content\/(.+)\.json$/.exec(file)?.[1];

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
  /** The problems of the content as it stands, kept until the store changes. */
  private standing: ContentError[] | undefined;

  constructor(
    private readonly core: ValidationCore,
    private readonly store: ContentStore,
  ) {
    store.subscribe(() => (this.standing = undefined));
  }

  /** Every problem of the content as it stands: checked once per change of the store. */
  problems(): ContentError[] {
    return (this.standing ??= this.check({}, []));
  }

  /** The problems of the content as it would stand with `changes` applied and `addedMedia` added. */
  private check(changes: DocumentChanges, addedMedia: readonly string[]): ContentError[] {
    const documents: DocumentChanges = Object.fromEntries(
      this.store.ids().map((id) => [id, this.store.peek(id)]),
    );
    Object.assign(documents, changes);
    const sources = Object.entries(documents)
      .filter(([, data]) => data !== undefined)
      .map(([id, data]) => ({ file: contentPath(id), id, data }));
    return this.core.validateContent(sources, siteFiles(addedMedia)).errors;
  }

  /**
   * The problems `changes` (and the pictures at `addedMedia`, those of an imported zip) would bring
   * into the documents they change: what stops them being applied.
   * A problem already there before is not the change's doing, and one in another document (a link to
   * a page just deleted) is reported by `problems()` for the editor to mend where it is.
   */
  problemsBroughtBy(changes: DocumentChanges, addedMedia: readonly string[] = []): ContentError[] {
    const files = new Set(Object.keys(changes).map(contentPath));
    const before = new Set(this.problems().map(this.core.formatContentError));
    return this.check(changes, addedMedia).filter(
      (problem) => files.has(problem.file) && !before.has(this.core.formatContentError(problem)),
    );
  }

  /** One line: the file, the JSON pointer, the rule and the value found. */
  format(problem: ContentError): string {
    return this.core.formatContentError(problem);
  }
}
