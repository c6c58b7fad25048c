/**
 * Those told of a change to something kept outside React (the store, the history, a form's value):
 * `subscribe`, a stable function as useSyncExternalStore wants it, adds one and gives its removal.
 */
export class Listeners {
  private readonly all = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.all.add(listener);
    return () => this.all.delete(listener);
  };

  tell(): void {
    for (const listener of this.all) listener();
  }
}
