/**
 * Where the browser's content store gets the documents a page did not embed: the content manifest
 * (served with revalidation) names each document's content-hashed JSON file (served immutable), so a
 * publish changes the manifest and the files it names, never the code.
 */
import { CONTENT_MANIFEST_ADDRESS, type ContentManifest } from './publishing';
import type { DocumentSource } from './store';

/** A source over the live content manifest; the manifest is read once, and again after reload(). */
export function manifestSource(
  fetchFile: typeof fetch = (input, init) => fetch(input, init),
): DocumentSource {
  let manifest: Promise<ContentManifest> | undefined;
  const readManifest = () =>
    (manifest ??= fetchJson(fetchFile, CONTENT_MANIFEST_ADDRESS, { cache: 'no-cache' }).then(
      (value) => value as ContentManifest,
      (error: unknown) => {
        manifest = undefined;
        throw error;
      },
    ));
  return {
    ids: async () => Object.keys((await readManifest()).documents),
    async load(id) {
      const address = (await readManifest()).documents[id];
      if (!address) throw new Error(`There is no content document "${id}".`);
      return fetchJson(fetchFile, address);
    },
    reload() {
      manifest = undefined;
    },
  };
}

/** A source over documents already in memory (the renderer's, and tests'). */
export function documentsSource(documents: Readonly<Record<string, unknown>>): DocumentSource {
  return {
    ids: async () => Object.keys(documents),
    load: async (id) => {
      if (!(id in documents)) throw new Error(`There is no content document "${id}".`);
      return documents[id];
    },
  };
}

async function fetchJson(fetchFile: typeof fetch, address: string, init?: RequestInit): Promise<unknown> {
  const response = await fetchFile(address, init);
  if (!response.ok) throw new Error(`${address} answered ${response.status}.`);
  return response.json() as Promise<unknown>;
}
