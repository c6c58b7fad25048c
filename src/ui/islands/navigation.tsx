import { createContext, useContext } from 'react';

/**
 * Goes to a site address: a page load on a prerendered page, the router where the whole page is one
 * app. With `inPlace`, only the address of the page shown changes (a search's query): no page loads.
 */
export type NavigateTo = (address: string, options?: { replace?: boolean; inPlace?: boolean }) => void;

export const loadPage: NavigateTo = (address, options) => {
  if (options?.inPlace) {
    if (options.replace) window.history.replaceState(null, '', address);
    else window.history.pushState(null, '', address);
  } else if (options?.replace) window.location.replace(address);
  else window.location.assign(address);
};

/** The whole-page app provides its router's navigation; an island on its own loads the page. */
export const NavigateToContext = createContext<NavigateTo>(loadPage);

export function useNavigateTo(): NavigateTo {
  return useContext(NavigateToContext);
}
