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
}

export function defineIsland<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): IslandDefinition<P> {
  let component: ComponentType<P> | undefined;
  return {
    name,
    load: async () => (component ??= (await load()).default),
    loaded: () => component,
  };
}

/** An island as a list of them knows it, whatever its props. */
export interface ListedIsland {
  /** The name the page marks the island's host with (data-island) and the islands script looks up. */
  readonly name: string;
  load(): Promise<unknown>;
}

/** When an island's code loads and adopts its part of the page. */
export type Hydration = 'load' | 'idle' | 'visible' | 'interaction';
