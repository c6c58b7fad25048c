import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandElement } from './island-element';

/**
 * Hydrates one island's host with its component; resolves once the island's part is adopted (its
 * effects have run), so what waited for it (a tap made meanwhile) can follow. React's own chunk: the
 * islands script imports it only when the first island is due.
 */
export function adoptIsland(
  host: HTMLElement,
  component: ComponentType<object>,
  props: object,
  identifierPrefix: string,
): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(host, islandElement(component, props, resolve), { identifierPrefix });
  });
}
