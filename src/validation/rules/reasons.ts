import type { ProblemReason } from '../types';

/**
 * The reasons the rules give for the problems an admin form can bring about, so the admin can word
 * them in the screen's language (a test checks that each has its words in both). A rule whose
 * problems no form can cause (the fee sheet's sums, the SVG files) gives none: its English line shows.
 */
export const RULE_REASON_KEYS = [
  'page.duplicatePath',
  'page.outsidePages',
  'id.duplicate',
  'reference.missingMedia',
  'reference.danglingLink',
  'menu.urlOrChildren',
  'table.cellCount',
  'map.westOfEast',
  'map.southOfNorth',
  'map.markerInside',
  'fees.unknownProgramme',
  'downloads.unknownItem',
  'statistics.timeZone',
  'statistics.onlineRange',
  'siteUrl.notAnAddress',
  'siteUrl.scheme',
  'siteUrl.credentials',
  'siteUrl.host',
  'siteUrl.extra',
  'limit.textLength',
  'limit.depth',
  'limit.pageComponents',
] as const;

export type RuleReasonKey = (typeof RULE_REASON_KEYS)[number];

export function because(key: RuleReasonKey, params?: Record<string, string | number>): ProblemReason {
  return params ? { key, params } : { key };
}
