/**
 * The block types a component can be added as, read from the block definitions (src/blocks/registry):
 * the type, its label and icon, and its default content (the spec's defaults for the seven basic
 * types, the schema's own for the others).
 */
import { blockRegistry } from '../../blocks/registry';

export interface PaletteEntry {
  type: string;
  label: string;
  icon: string;
  defaultContent: unknown;
}

/** The basic types first, in the spec's order, then the others by label. */
const BASIC_TYPES = ['title', 'subtitle', 'paragraph', 'image', 'card', 'link', 'list', 'columns'];

export const BLOCK_PALETTE: readonly PaletteEntry[] = Object.values(blockRegistry)
  .map(({ type, label, icon, defaultContent }) => ({ type, label, icon, defaultContent }))
  .sort((a, b) => rank(a.type) - rank(b.type) || a.label.localeCompare(b.label));

function rank(type: string): number {
  const index = BASIC_TYPES.indexOf(type);
  return index < 0 ? BASIC_TYPES.length : index;
}

export function paletteEntry(type: string): PaletteEntry | undefined {
  return BLOCK_PALETTE.find((entry) => entry.type === type);
}
