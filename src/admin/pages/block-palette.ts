/**
 * The block types a component can be added as (src/blocks/registry), with label and default content.
 * A label is the schema's "x-label", or on a Kiswahili screen its "x-label-sw": read from the schemas
 * the admin's forms load, so no public page carries the Kiswahili names.
 */
import type { Language } from '../../content/localize';
import { blockRegistry } from '../../blocks/registry';
import { useLanguage } from '../../i18n/language';
import { schemaText } from '../forms/schema-words';
import { blockContentNode } from '../forms/schemas';

interface PaletteEntry {
  type: string;
  label: string;
  defaultContent: unknown;
}

/** The basic types first, in the spec's order, then the others by label. */
const BASIC_TYPES = ['title', 'subtitle', 'paragraph', 'image', 'card', 'link', 'list', 'columns'];

function paletteIn(language: Language): readonly PaletteEntry[] {
  return Object.values(blockRegistry)
    .map(({ type, label, defaultContent }) => ({
      type,
      label: schemaText(blockContentNode(type).schema, 'x-label', language) ?? label,
      defaultContent,
    }))
    .sort((a, b) => rank(a.type) - rank(b.type) || a.label.localeCompare(b.label, language));
}

const PALETTES: Readonly<Record<Language, readonly PaletteEntry[]>> = {
  en: paletteIn('en'),
  sw: paletteIn('sw'),
};

function rank(type: string): number {
  const index = BASIC_TYPES.indexOf(type);
  return index < 0 ? BASIC_TYPES.length : index;
}

export function paletteEntry(type: string, language: Language): PaletteEntry | undefined {
  return PALETTES[language].find((entry) => entry.type === type);
}

export function useBlockPalette(): readonly PaletteEntry[] {
  return PALETTES[useLanguage()];
}

/** A block type's name in the screen's language (an unknown type shows as written). */
export function useBlockLabel(): (type: string) => string {
  const language = useLanguage();
  return (type) => paletteEntry(type, language)?.label ?? type;
}
