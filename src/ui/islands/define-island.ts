import type { ComponentType } from 'react';

/**
 * An interactive part of a public page that ships its own code: on a prerendered page it is a root of
 * its own, hydrated by the page's small islands script when due, while the rest of the page stays the
 * prerendered HTML with no script. Its component takes only serializable props and uses native
 * elements styled by the CSS of the part around it, so no style engine or router runs in the browser.
 */
export interface IslandDefinition<P extends object> extends ListedIsland {
  load(): Promise<ComponentType<P>>;
  /** The component, once loaded: prerendering and a whole page render it synchronously. */
  loaded(): ComponentType<P> | undefined;
  /** Once loaded: the props the island reads from its own markup, which the page need not carry. */
  propsInMarkup(): readonly (keyof P)[];
}

/**
 * Props an island can read back from the markup it adopts (the labels and addresses of a menu, say):
 * a prerendered page leaves them out of the island's JSON instead of writing them twice, and the
 * islands script reads them from the host before the island adopts it. Exported by the island's
 * module as `propsInMarkup`, beside its component.
 */
export interface PropsInMarkup<P extends object, K extends keyof P = keyof P> {
  readonly keys: readonly K[];
  read(host: HTMLElement): Pick<P, K>;
}

/** What an island's module exports. */
export interface IslandModule<P extends object> {
  default: ComponentType<P>;
  propsInMarkup?: { readonly keys: readonly (keyof P)[]; read(host: HTMLElement): Partial<P> };
}

export function defineIsland<P extends object>(
  name: string,
  load: () => Promise<IslandModule<P>>,
  beforeAdopted?: () => void,
): IslandDefinition<P> {
  let module: IslandModule<P> | undefined;
  const loadModule = async () => (module ??= await load());
  return {
    name,
    load: async () => (await loadModule()).default,
    loaded: () => module?.default,
    propsInMarkup: () => module?.propsInMarkup?.keys ?? [],
    propsFromMarkup: (host) => module?.propsInMarkup?.read(host) ?? {},
    ...(beforeAdopted ? { beforeAdopted } : {}),
  };
}

/** An island as a list of them knows it, whatever its props. */
export interface ListedIsland {
  /** The name the page marks the island's host with (data-island) and the islands script looks up. */
  readonly name: string;
  load(): Promise<unknown>;
  /** Once loaded: the props the island reads from the markup of its host (see PropsInMarkup). */
  propsFromMarkup(host: HTMLElement): object;
  /**
   * What the page does for the island before its code is in, with no React (a keyboard shortcut that
   * opens a native dialog, say): run by the islands script as it starts, once per page.
   */
  readonly beforeAdopted?: () => void;
}

/**
 * When an island's code loads and adopts its part of the page: at once (load); at the visitor's first
 * sign of life on the loaded page, a touch, a key, a scroll or the pointer (idle); when it comes near
 * the screen (visible); or at the first pointer, key or focus inside it (interaction). React itself
 * loads with the first island due, so a page read without touching it runs no React at all.
 */
export type Hydration = 'load' | 'idle' | 'visible' | 'interaction';
