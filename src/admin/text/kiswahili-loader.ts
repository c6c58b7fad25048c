/**
 * A Kiswahili dictionary fetched the first time a screen needs it, so an English screen never waits for
 * it. A screen renders `loaded() ?? use(fetch())`: it suspends once, until the words are in, and
 * after that reads them at once.
 */
export function kiswahiliLoader<Dictionary>(load: () => Promise<{ default: Dictionary }>) {
  let pending: Promise<Dictionary> | undefined;
  let loaded: Dictionary | undefined;
  return {
    fetch: (): Promise<Dictionary> => (pending ??= load().then((module) => (loaded = module.default))),
    loaded: (): Dictionary | undefined => loaded,
  };
}
