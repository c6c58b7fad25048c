import { formatDateRange } from '../content/dates';
import { localize, type Language } from '../content/localize';
import type { LocalizedText } from '../content/types.generated';
import { formatAmount } from './fee-common/money';

/**
 * Keys whose values visitors never read as text: addresses, ids, settings and coordinates. Their
 * values stay out of the search index, so "media" or "pharmaceutical-sciences" match only where a
 * page says them.
 */
const NOT_READ = new Set([
  '$schema',
  'id',
  'code',
  'src',
  'url',
  'link',
  'href',
  'detailsUrl',
  'programUrl',
  'applyLink',
  'downloadsLink',
  'icon',
  'colour',
  'tone',
  'part',
  'program',
  'document',
  'design',
  'imagePosition',
  'month',
  'marker',
  'bounds',
  'enabled',
  'ordered',
  'isExternal',
  'heslbLoanEligible',
  'pageSize',
  'intervalMs',
  'delayMs',
]);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A picture's or file's address given as a bare value (a slide's image): no text either. */
const MEDIA_ADDRESS = /^\/media\//;

function isLocalizedObject(value: object): value is Exclude<LocalizedText, string> {
  return (
    typeof (value as { en?: unknown }).en === 'string' &&
    Object.keys(value).every((key) => key === 'en' || key === 'sw')
  );
}

/**
 * The text a visitor reads in any part of a block's content or of a shared document, in one language:
 * localized texts in that language, amounts grouped as the pages show them (1,400,000), calendar dates
 * and date ranges written out as the pages write them. Lines are joined with newlines.
 */
export function plainText(value: unknown, language: Language): string {
  const lines: string[] = [];
  const visit = (node: unknown) => {
    if (typeof node === 'string') {
      if (MEDIA_ADDRESS.test(node)) return;
      if (node.trim()) lines.push(ISO_DATE.test(node) ? formatDateRange(node, undefined, language) : node);
    } else if (typeof node === 'number') {
      // A nil amount shows as a dash in the tables: nothing a visitor would search for.
      if (node !== 0) lines.push(formatAmount(node));
    } else if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (node && typeof node === 'object') {
      if (isLocalizedObject(node)) {
        lines.push(localize(node, language));
        return;
      }
      const record = node as Record<string, unknown>;
      // A dated entry reads as one range, "2 September – 20 December 2024", as the calendar shows it.
      if (typeof record.start === 'string' && ISO_DATE.test(record.start)) {
        visit(record.name);
        lines.push(formatDateRange(record.start, record.end as string | undefined, language));
        return;
      }
      for (const [key, child] of Object.entries(record)) if (!NOT_READ.has(key)) visit(child);
    }
  };
  visit(value);
  return lines.join('\n');
}
