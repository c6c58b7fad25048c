/**
 * Width below which the phone layout applies (spec: mobile breakpoint 768 px). In a module of its own
 * so browser code that needs it (the menu's behaviour) does not pull in the theme and its MUI.
 */
export const MOBILE_BREAKPOINT = 768;
