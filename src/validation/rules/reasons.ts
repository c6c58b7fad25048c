import type { ProblemReason } from '../types';

/**
 * The reasons the core gives for its problems beyond a schema's keywords: every rule of ./rules and
 * every whole-document problem (bad JSON, a document in no known place, a wrong "$schema"), so the
 * admin can word each in the screen's language. A test checks that each has its words in both and
 * that the English words are the core's own line.
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
  'fees.comparisonLineMissing',
  'fees.comparisonAmount',
  'fees.instalmentsSum',
  'fees.instalmentMonth',
  'fees.lineAnnual',
  'fees.totalsSemesterOne',
  'fees.totalsSemesterTwo',
  'fees.totalsAnnual',
  'fees.otherFees',
  'fees.totalAnnual',
  'fees.perSemester',
  'forms.unknownOffice',
  'gallery.unknownCategory',
  'generated.unknownDocument',
  'svg.script',
  'svg.foreignObject',
  'svg.eventHandler',
  'svg.javascriptUrl',
  'svg.entity',
  'svg.outsideFile',
  'svg.outsideUrl',
  'svg.stylesheetImport',
  'document.tooLarge',
  'document.notJson',
  'document.notJsonAt',
  'document.noPlace',
  'document.noSchema',
  'document.schemaMissing',
  'document.schemaOther',
] as const;

export type RuleReasonKey = (typeof RULE_REASON_KEYS)[number];

export function because(key: RuleReasonKey, params?: Record<string, string | number>): ProblemReason {
  return params ? { key, params } : { key };
}
