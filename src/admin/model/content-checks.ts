/**
 * The checks of `npm run validate`, run on the documents in memory. The core is the admin's largest
 * chunk: it is fetched once the first screen shows (or a screen that checks edits opens), so signing in
 * and the dashboard do not wait for it.
 */
import type * as validation from '../../validation';
import type { ContentError, SiteFiles, ValidationResult } from '../../validation';
import type { ContentStore } from '../../content/store';
import { addedImageAddresses } from '../../content/session-media';
import { SITE_IMAGES } from '../shared/site-images';
import { contentFileName } from '../../content/places';
import { formatContentError } from '../../validation/format-error';
import { Listeners } from '../../content/listeners';

export type ValidationCore = typeof validation;

export const loadValidationCore = (): Promise<ValidationCore> => import('../../validation');

/** A value the checks collected (a visitor-facing text, a link) and where it is. */
export interface CollectedText {
  documentId: string;
  pointer: string;
  value: unknown;
}

/** A link to a page, and what follows the page's address in it (a #section, a ?query). */
export interface LinkToPage extends CollectedText {
  rest: string;
}

/** Documents by id; `undefined` stands for a document deleted. */
export type DocumentChanges = Record<string, unknown>;

// The pictures of the build and those added in this tab. SVGs cannot be added in the admin, so the
// build's own check of them stands.
function siteFiles(addedMedia: readonly string[]): SiteFiles {
  return {
    media: new Set([...Object.keys(SITE_IMAGES), ...addedImageAddresses(), ...addedMedia]),
    public: new Set(),
    svgPictures: [],
  };
}

// The same array every time: a snapshot read by useSyncExternalStore must not change until the core is in.
const NONE_YET: never[] = [];

export class ContentChecks {
  // The check of the content as it stands, and its texts, kept until the store changes.
  private standing: ValidationResult | undefined;
  private standingTexts: CollectedText[] | undefined;
  private core: ValidationCore | undefined;
  private loading: Promise<ValidationCore> | undefined;
  private readonly listeners = new Listeners();
  private readonly fetchCore: () => Promise<ValidationCore>;

  /** `core` is the loaded core, or how to fetch it when it is first needed. */
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

  /** Calls `listener` when the store changes or the core arrives. */
  subscribe = this.listeners.subscribe;

  private changed() {
    this.standing = undefined;
    this.standingTexts = undefined;
    this.listeners.tell();
  }

  /** Every problem of the content, checked once per change of the store. */
  problems(): ContentError[] {
    return this.core ? this.asItStands().errors : NONE_YET;
  }

  /** Every visitor-facing text of the content: the same list until the store changes. */
  localizedTexts(): CollectedText[] {
    if (!this.core) return NONE_YET;
    return (this.standingTexts ??= this.asItStands().documents.flatMap((document) =>
      document.texts.map((text) => ({ documentId: document.id, pointer: text.pointer, value: text.value })),
    ));
  }

  /** Every link of the content to the page at `address` ('/about'), where it is; none until the core is in. */
  linksTo(address: string): LinkToPage[] {
    const core = this.core;
    if (!core) return NONE_YET;
    return this.asItStands().documents.flatMap((document) =>
      document.references.flatMap((link) => {
        const linked = link.kind === 'url' ? core.linkedAddress(link.value) : undefined;
        return linked?.address === address
          ? [{ documentId: document.id, pointer: link.pointer, value: link.value, rest: linked.rest }]
          : [];
      }),
    );
  }

  private asItStands(): ValidationResult {
    return (this.standing ??= this.check({}, []));
  }

  private check(changes: DocumentChanges, addedMedia: readonly string[]): ValidationResult {
    if (!this.core) throw new Error('The validation core is used before it has loaded (see load()).');
    const documents: DocumentChanges = {
      ...Object.fromEntries(this.store.ids().map((id) => [id, this.store.peek(id)])),
      ...changes,
    };
    const sources = Object.entries(documents)
      .filter(([, data]) => data !== undefined)
      .map(([id, data]) => ({ file: contentFileName(id), id, data }));
    return this.core.validateContent(sources, siteFiles(addedMedia));
  }

  /**
   * The problems `changes` (with an imported zip's pictures at `addedMedia`) would bring into the
   * documents they change: what stops them being applied. One already there is not the change's doing,
   * and one in another document (a link to a page just deleted) is for `problems()` to report where it is.
   * Only once the core is in (WithContentChecks waits for it).
   */
  problemsBroughtBy(changes: DocumentChanges, addedMedia: readonly string[] = []): ContentError[] {
    const files = new Set(Object.keys(changes).map(contentFileName));
    const before = new Set(this.problems().map(formatContentError));
    return this.check(changes, addedMedia).errors.filter(
      (problem) => files.has(problem.file) && !before.has(formatContentError(problem)),
    );
  }
}
