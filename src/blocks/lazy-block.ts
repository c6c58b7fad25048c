import { createElement, lazy } from 'react';
import type { BlockType } from '../content/types.generated';
import type { BlockComponent } from './definition';
import type { BlockProps, BlockRenderer } from './types';

/**
 * A block whose code loads on first use, as its own chunk, so first views of pages without it do not pay
 * for it; preload() fetches it ahead, before hydrating a page that has it. Once preloaded it renders
 * synchronously: React.lazy alone would still suspend on its first render, and a suspended boundary
 * during hydration waits on the scheduler before the page becomes interactive.
 */
export function lazyBlock<T extends BlockType>(
  load: () => Promise<{ default: BlockRenderer<T> }>,
): BlockComponent<T> & { preload: () => Promise<unknown> } {
  const LazyRenderer = lazy(load);
  let Loaded: BlockRenderer<T> | undefined;
  function Block(props: BlockProps<T>) {
    return Loaded ? createElement(Loaded, props) : createElement(LazyRenderer, props);
  }
  const preload = () =>
    load().then((module) => {
      Loaded = module.default;
    });
  return Object.assign(Block, { preload });
}
