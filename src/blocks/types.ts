import type { ComponentType } from 'react';
import type { BlockContentOfType, BlockType } from '../content/types.generated';

export interface BlockProps<T extends BlockType> {
  /** The component's id within its page. */
  id: string;
  content: BlockContentOfType<T>;
}

/** How a block type renders: a component taking the block's content (it may be React.lazy). */
export type BlockRenderer<T extends BlockType> = ComponentType<BlockProps<T>>;
