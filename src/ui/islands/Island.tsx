import { createContext, createElement, lazy, Suspense, useContext, type ComponentType } from 'react';
import type { Hydration, IslandDefinition } from './define-island';
import { HYDRATION_ATTRIBUTE, ID_PREFIX_ATTRIBUTE, ISLAND_ATTRIBUTE } from './island-attributes';

/**
 * Renders an island to HTML on its own (server side): the markup its root adopts in the browser and
 * the id prefix that root is given.
 */
export interface IslandRenderer {
  /** Renders the component with props; the page carries only `serialized` (the rest is in the markup). */
  render(
    component: ComponentType<object>,
    props: object,
    serialized: object,
  ): { html: string; idPrefix: string };
}

/**
 * Present while a page is prerendered as islands; absent where the whole page is one React tree (the
 * admin's same-tab view and preview), where an island is an ordinary part.
 */
export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/**
 * An interactive part of the page. Prerendered as islands, it becomes a host element holding its own
 * props and its own render; otherwise it is just its component.
 */
export function Island<P extends object>({
  island,
  props,
  hydrate,
  inline = false,
}: {
  island: IslandDefinition<P>;
  props: P;
  hydrate: Hydration;
  /** A host that may stand where only phrasing content may (a span, not a div). */
  inline?: boolean;
}) {
  const renderer = useContext(IslandRendererContext);
  const Component = island.loaded() ?? lazyIsland(island);
  // In a whole page (the admin's), an island whose code is not in yet holds back only itself, never
  // the page around it.
  if (!renderer) return createElement(Suspense, { fallback: null }, createElement(Component, props));
  const { html, idPrefix } = renderer.render(
    Component as ComponentType<object>,
    props,
    withoutProps(props, island.propsInMarkup()),
  );
  return createElement(inline ? 'span' : 'div', {
    [ISLAND_ATTRIBUTE]: island.name,
    [HYDRATION_ATTRIBUTE]: hydrate,
    [ID_PREFIX_ATTRIBUTE]: idPrefix,
    style: { display: 'contents' },
    dangerouslySetInnerHTML: { __html: html },
  });
}

/** The props an island's JSON carries: all but those it reads back from its markup. */
function withoutProps<P extends object>(props: P, keys: readonly (keyof P)[]): Partial<P> {
  if (keys.length === 0) return props;
  const kept: Partial<P> = { ...props };
  for (const key of keys) delete kept[key];
  return kept;
}

const lazyIslands = new WeakMap<IslandDefinition<never>, ComponentType<never>>();

/** Where a whole page renders before an island's code is in (the admin), the island loads like a lazy block. */
function lazyIsland<P extends object>(island: IslandDefinition<P>): ComponentType<P> {
  let component = lazyIslands.get(island as IslandDefinition<never>) as ComponentType<P> | undefined;
  if (!component) {
    component = lazy(() => island.load().then((loaded) => ({ default: loaded })));
    lazyIslands.set(island as IslandDefinition<never>, component as ComponentType<never>);
  }
  return component;
}
