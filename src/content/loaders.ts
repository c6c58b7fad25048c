import type { DocumentLoader } from './store';

const modules = import.meta.glob<unknown>('/content/**/*.json', { import: 'default' });

/** A loader per content document, keyed by document id (content/pages/about.json → pages/about). */
export const documentLoaders: Record<string, DocumentLoader> = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [
    file.replace(/^\/content\//, '').replace(/\.json$/, ''),
    load,
  ]),
);
