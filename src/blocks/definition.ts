import type { SingletonDocuments, SingletonId } from '../content/documents';
import type { Language } from '../content/localize';
import type { BlockContentOfType, BlockType } from '../content/types.generated';
import type { BlockRenderer } from './types';

/** A block's component; a lazily loaded one can be fetched ahead with preload(). */
export type BlockComponent<T extends BlockType> = BlockRenderer<T> & { preload?: () => Promise<unknown> };

/**
 * Everything the code knows about one block type, in one module per type (src/blocks/<type>/index.ts).
 * The renderer, the search indexer and the admin's palette and forms all read it: the label, icon and
 * default content come from the schema fragment, so an editor can offer the type and start a new
 * block from valid content; the form's fields come from the fragment itself.
 */
export interface BlockDefinition<T extends BlockType, D extends SingletonId = SingletonId> {
  readonly type: T;
  /** The fragment's x-label: the name an editor shows. */
  readonly label: string;
  /** The fragment's x-icon: a Material icon name. */
  readonly icon: string;
  /** The fragment's default: the content of a new block of this type. */
  readonly defaultContent: BlockContentOfType<T>;
  readonly component: BlockComponent<T>;
  /** The shared documents in content/ the block shows besides its own content. */
  readonly documents: readonly D[];
  /** What a visitor reads in the block, as plain text in one language, for the search index. */
  searchText(
    content: BlockContentOfType<T>,
    language: Language,
    documents: Pick<SingletonDocuments, D>,
  ): string;
}

/** What a fragment says about its block, read at build time (scripts/vite/block-meta-plugin.ts). */
export interface BlockFragmentMeta {
  type: string;
  label: string;
  icon: string;
  defaultContent: unknown;
}

/**
 * A block definition from its schema fragment and its code. The fragment must be the type's own, so a
 * definition cannot borrow another type's label or default by a slip of copy and paste.
 */
export function defineBlock<T extends BlockType, D extends SingletonId = never>(
  fragment: BlockFragmentMeta,
  code: {
    type: T;
    component: BlockComponent<T>;
    documents?: readonly D[];
    searchText: BlockDefinition<T, D>['searchText'];
  },
): BlockDefinition<T, D> {
  if (fragment.type !== code.type)
    throw new Error(`The block "${code.type}" is defined with the fragment of "${fragment.type}".`);
  return {
    type: code.type,
    label: fragment.label,
    icon: fragment.icon,
    // The fragments' defaults are checked against their own schemas by the unit tests.
    defaultContent: fragment.defaultContent as BlockContentOfType<T>,
    component: code.component,
    documents: code.documents ?? [],
    searchText: code.searchText,
  };
}
