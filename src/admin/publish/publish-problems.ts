/**
 * The problems the server found in the last publish it refused (422), for the admin's one problem
 * list to show beside those the validation core finds in the browser. Cleared when a publish is sent.
 */
import { Listeners } from '../../content/listeners';
import type { ContentError } from '../../validation';

let problems: readonly ContentError[] = [];
const listeners = new Listeners();

export const publishProblems = {
  get: (): readonly ContentError[] => problems,
  set(next: readonly ContentError[]): void {
    problems = next;
    listeners.tell();
  },
  subscribe: listeners.subscribe,
};
