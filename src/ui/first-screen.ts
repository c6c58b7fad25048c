import { createContext, useContext } from 'react';

/**
 * How many of a page's blocks open it on a phone's first screen: a picture in the first block, or
 * after one block of text (the intro paragraph most pages start with), shows before any scrolling.
 */
export const FIRST_SCREEN_BLOCKS = 2;

/**
 * Whether the block rendering here is among the page's first (set by the block list). Its first
 * picture is then one the reader sees at once: loaded first and eagerly, the others lazily.
 */
export const FirstScreenContext = createContext(false);

export const useOnFirstScreen = (): boolean => useContext(FirstScreenContext);
