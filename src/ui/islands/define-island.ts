import type { ComponentType } from 'react';

/**
 * An interactive part of a public page that ships its own code: on a prerendered page it is a root of
 * its own, hydrated by the page's small islands script when due, while the rest of the page stays the
 * prerendered HTML with no script. Its component takes only serializable props and uses native
 * elements styled by the CSS of the part around it, so no style engine or router runs in the browser.
 */
export interface IslandDefinition<P extends object> extends ListedIsland {
  readonly kind: 'component';
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
    kind: 'component',
    load: async () => (await loadModule()).default,
    loaded: () => module?.default,
    propsInMarkup: () => module?.propsInMarkup?.keys ?? [],
    propsFromMarkup: (host) => module?.propsInMarkup?.read(host) ?? {},
    ...(beforeAdopted ? { beforeAdopted } : {}),
  };
}

/**
 * A behaviour island: a part whose browser code needs no React, so a page whose islands are all
 * behaviours loads no React at all (an autoplaying slider, a pop-up opened on a timer: parts due at
 * load). Its markup is an ordinary React element, the `<Island>`'s children, rendered on the server
 * (and live in a whole page); its behaviour is a plain function in a module of its own (`*.behaviour.ts`,
 * where ESLint forbids React), exported as `adopt`, which the islands script runs on the host with the island's props when it is due, as it
 * would hydrate a component. The behaviour reads the state it starts from in the markup and moves it
 * on with DOM calls. In a whole page (the admin's), <Island> runs it on its rendered host in an effect,
 * and calls what it returns when the host goes or the props change.
 */
export interface BehaviourIslandDefinition<P extends object> extends ListedIsland {
  readonly kind: 'behaviour';
  load(): Promise<Behaviour<P>>;
}

/** Adopts the markup inside host (display: contents); returns what undoes it (its listeners, timers). */
export type Behaviour<P extends object> = (host: HTMLElement, props: P) => () => void;

/** What a behaviour island's module exports. */
export interface BehaviourModule<P extends object> {
  adopt: Behaviour<P>;
}

export function defineBehaviourIsland<P extends object>(
  name: string,
  load: () => Promise<BehaviourModule<P>>,
  beforeAdopted?: () => void,
): BehaviourIslandDefinition<P> {
  return {
    name,
    kind: 'behaviour',
    load: async () => (await load()).adopt,
    // A behaviour reads what it needs from its markup itself.
    propsFromMarkup: () => ({}),
    ...(beforeAdopted ? { beforeAdopted } : {}),
  };
}

/** An island as a list of them knows it, whatever its props. */
export interface ListedIsland {
  /** The name the page marks the island's host with (data-island) and the islands script looks up. */
  readonly name: string;
  /** A React component hydrated over its markup, or a behaviour that adopts it with no React. */
  readonly kind: 'component' | 'behaviour';
  /** The island's browser code: its component, or its behaviour (see BehaviourIslandDefinition). */
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
