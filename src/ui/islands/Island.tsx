import {
  createContext,
  createElement,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { BehaviourIslandDefinition, Hydration, IslandDefinition } from './define-island';
import { HYDRATION_ATTRIBUTE, ID_PREFIX_ATTRIBUTE, ISLAND_ATTRIBUTE } from './island-attributes';
import { tapsBeforeAdoption } from './taps-before-adoption';

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

/** True while the page is prerendered as islands, false in a whole page (the admin's). */
export function usePrerenderedAsIslands(): boolean {
  return useContext(IslandRendererContext) !== null;
}

interface HostProps<P extends object> {
  props: P;
  hydrate: Hydration;
  /** A host that may stand where only phrasing content may (a span, not a div). */
  inline?: boolean;
}

/**
 * An interactive part of the page. Prerendered as islands, it becomes a host element holding its own
 * props and its own render; otherwise it is just its component. A behaviour island's markup is its
 * children (none for a behaviour that acts only on the page around it).
 */
export function Island<P extends object>(
  part: HostProps<P> &
    ({ island: IslandDefinition<P> } | { island: BehaviourIslandDefinition<P>; children?: ReactNode }),
) {
  const renderer = useContext(IslandRendererContext);
  const { island, props, inline = false } = part;
  if (island.kind === 'behaviour') {
    const children = 'children' in part ? part.children : null;
    // In a whole page (the admin's), the markup is live and the behaviour adopts it once rendered.
    if (!renderer) return createElement(LiveBehaviour<P>, { island, props, inline, children });
    // A behaviour makes no React ids: its host needs no id prefix.
    const { html } = renderer.render(Markup as ComponentType<object>, { children }, props);
    return islandHost(part, { html });
  }
  const Component = island.loaded() ?? lazyIsland(island);
  // In a whole page (the admin's), an island whose code is not in yet holds back only itself, never
  // the page around it.
  if (!renderer) return createElement(Suspense, { fallback: null }, createElement(Component, props));
  return islandHost(
    part,
    renderer.render(Component as ComponentType<object>, props, withoutProps(props, island.propsInMarkup())),
  );
}

/** The element the islands script finds: the island's name, when it is due, its props and its render. */
function islandHost(
  { island, hydrate, inline = false }: HostProps<object> & { island: { name: string } },
  { html, idPrefix }: { html: string; idPrefix?: string },
) {
  return createElement(inline ? 'span' : 'div', {
    [ISLAND_ATTRIBUTE]: island.name,
    [HYDRATION_ATTRIBUTE]: hydrate,
    ...(idPrefix ? { [ID_PREFIX_ATTRIBUTE]: idPrefix } : {}),
    style: { display: 'contents' },
    dangerouslySetInnerHTML: { __html: html },
  });
}

/** A behaviour island's markup, rendered on its own as a component island's render is. */
function Markup({ children }: { children?: ReactNode }) {
  return children ?? null;
}

/**
 * A behaviour island in a whole page: its markup rendered in a host of its own, which the behaviour
 * adopts once its code is in, again (on fresh markup) when the props change, and lets go of when the
 * part goes.
 */
function LiveBehaviour<P extends object>({
  island,
  props,
  inline,
  children,
}: {
  island: BehaviourIslandDefinition<P>;
  props: P;
  inline: boolean;
  children: ReactNode;
}) {
  const host = useRef<HTMLDivElement & HTMLSpanElement>(null);
  const propsKey = JSON.stringify(props);
  useEffect(() => {
    let release: (() => void) | undefined;
    let gone = false;
    const element = host.current;
    if (!element) return;
    // As on a page of islands, a tap made while the behaviour's code is on its way is made again.
    const taps = tapsBeforeAdoption(element);
    void island.load().then((adopt) => {
      if (gone) return;
      release = adopt(element, JSON.parse(propsKey) as P);
      taps.replay();
    });
    return () => {
      gone = true;
      release?.();
    };
  }, [island, propsKey]);
  // New props mean new markup: remounted, it starts as the server writes it, with none of the marks
  // the behaviour set on the last one (React would keep those it never wrote).
  return inline ? (
    <span key={propsKey} ref={host} style={{ display: 'contents' }}>
      {children}
    </span>
  ) : (
    <div key={propsKey} ref={host} style={{ display: 'contents' }}>
      {children}
    </div>
  );
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
