/**
 * A Kiswahili dictionary fetched the first time a screen needs it, so an English screen never waits for
 * it. A screen renders `use(fetch())` on every render: it suspends once, until the words are in. The
 * promise is marked fulfilled the way React's `use()` reads it, so a form opened after the words were
 * fetched by other code reads them at once instead of suspending for a moment.
 */
export function kiswahiliLoader<Dictionary>(load: () => Promise<{ default: Dictionary }>) {
  type Tracked = Promise<Dictionary> & { status?: 'fulfilled'; value?: Dictionary };
  let pending: Tracked | undefined;
  return {
    fetch(): Promise<Dictionary> {
      if (!pending) {
        const promise: Tracked = load().then((module) => {
          promise.status = 'fulfilled';
          promise.value = module.default;
          return module.default;
        });
        pending = promise;
      }
      return pending;
    },
  };
}
