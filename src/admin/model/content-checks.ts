/**
 * The admin's view of the validation core: the same schema checks and cross-document rules that
 * `npm run validate` runs, run on the documents in memory. The core is its own chunk (never on a public
 * page), the admin's largest: it is fetched once the first screen shows (or a screen that checks edits
 * opens), so signing in and the dashboard do not wait for it.
 */
import type * as validation from '../../validation';
import type { ContentError, SiteFiles, ValidationResult } from '../../validation';
import type { ContentStore } from '../../content/store';
import { addedImageAddresses } from '../../content/session-media';
import { SITE_IMAGES } from '../shared/site-images';
import { contentFileName } from '../../content/places';
import { formatContentError } from '../../validation/format-error';

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

const NONE_YET: never[] = [];

export class ContentChecks {
  /** The check of the content as it stands, kept until the store changes. */
  private standing: ValidationResult | undefined;
  private standingTexts: CollectedText[] | undefined;
  private core: ValidationCore | undefined;
  private loading: Promise<ValidationCore> | undefined;
  private readonly listeners = new Set<() => void>();

  /** `core` is the loaded core, or how to fetch it when it is first needed (see load()). */
  constructor(
    core: ValidationCore | (() => Promise<ValidationCore>),
    private readonly store: ContentStore,
  ) {
    if (typeof core === 'function') this.fetchCore = core;
    else {
      this.core = core;
      this.fetchCore = async () => core;
    }
    store.subscribe(() => this.changed());
  }

  private readonly fetchCore: () => Promise<ValidationCore>;

  /** Fetches the core, once; settles when it is in. */
  load(): Promise<ValidationCore> {
    this.loading ??= this.fetchCore().then((core) => {
      this.core = core;
      this.changed();
      return core;
    });
    return this.loading;
  }

  /** Whether the core is in: until then the content has no known problems and no collected texts. */
  get loaded(): boolean {
    return this.core !== undefined;
  }

  /** Calls `listener` when what the checks report may have changed: the store changed, or the core arrived. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed() {
    this.standing = undefined;
    this.standingTexts = undefined;
    for (const listener of this.listeners) listener();
  }

  /** Every problem of the content as it stands: checked once per change of the store. */
  problems(): ContentError[] {
    return this.core ? this.asItStands().errors : NONE_YET;
  }

  /**
   * Every visitor-facing text of the content as it stands, by its document's id and its pointer: the
   * same list until the store changes.
   */
  localizedTexts(): CollectedText[] {
    if (!this.core) return NONE_YET;
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
    if (!this.core) throw new Error('The validation core is used before it has loaded (see load()).');
    return this.core.validateContent(sources, siteFiles(addedMedia));
  }

  /**
   * The problems `changes` (and the pictures at `addedMedia`, those of an imported zip) would bring
   * into the documents they change: what stops them being applied.
   * A problem already there before is not the change's doing, and one in another document (a link to
   * a page just deleted) is reported by `problems()` for the editor to mend where it is.
   * Only once the core is in: the screens that check edits wait for it (WithContentChecks).
   */
  problemsBroughtBy(changes: DocumentChanges, addedMedia: readonly string[] = []): ContentError[] {
    const files = new Set(Object.keys(changes).map(contentFileName));
    const before = new Set(this.problems().map(formatContentError));
    return this.check(changes, addedMedia).errors.filter(
      (problem) => files.has(problem.file) && !before.has(formatContentError(problem)),
    );
  }
}
