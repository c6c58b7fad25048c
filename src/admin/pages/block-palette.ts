/**
 * The block types a component can be added as, read from the schema fragments: the type (the
 * fragment's file name), its label and its default content (the spec's defaults for the seven basic
 * types, the schema's own for the others).
 */
const fragments = import.meta.glob<{ 'x-label'?: string; default?: unknown }>(
  '/schema/blocks/*.schema.json',
  {
    eager: true,
    import: 'default',
  },
);

export interface PaletteEntry {
  type: string;
  label: string;
  defaultContent: unknown;
}

/** The basic types first, in the spec's order, then the others by label. */
const BASIC_TYPES = ['title', 'subtitle', 'paragraph', 'image', 'card', 'link', 'list', 'columns'];

export const BLOCK_PALETTE: readonly PaletteEntry[] = Object.entries(fragments)
  .map(([file, fragment]) => {
    const type = /\/([^/]+)\.schema\.json$/.exec(file)![1]!;
    return { type, label: fragment['x-label'] ?? type, defaultContent: fragment.default ?? {} };
  })
  .sort((a, b) => rank(a.type) - rank(b.type) || a.label.localeCompare(b.label));

function rank(type: string): number {
  const index = BASIC_TYPES.indexOf(type);
  return index < 0 ? BASIC_TYPES.length : index;
}

export function paletteEntry(type: string): PaletteEntry | undefined {
  return BLOCK_PALETTE.find((entry) => entry.type === type);
}
