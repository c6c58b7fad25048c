import 'react';

/**
 * HTML's invoker commands and light dismiss, which React passes through as plain attributes: a button
 * opens or closes a dialog by its id with no script (`commandfor`, `command`), and a dialog can close
 * on a click outside it (`closedby="any"`).
 */
declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close';
  }
  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
