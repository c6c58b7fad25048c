import { createElement, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';

/**
 * The element an island's root renders, on the server and in the browser alike (so ids made with
 * useId match): its component, and a signal once the browser has adopted it.
 */
export function islandElement(
  component: ComponentType<object>,
  props: object,
  onAdopted = noop,
): ReactElement {
  return <Adopted onAdopted={onAdopted}>{createElement(component, props)}</Adopted>;
}

function noop() {}

function Adopted({ onAdopted, children }: { onAdopted: () => void; children: ReactNode }) {
  useEffect(onAdopted, [onAdopted]);
  return children;
}
