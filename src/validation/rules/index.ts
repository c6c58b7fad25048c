import type { ContentRule } from './types';
import { galleryCategoriesExist } from './gallery-categories';
import { mapShowsItsMarker } from './map-bounds';
import { formOfficesExist } from './form-offices';
import { downloadItemsExist } from './download-items';
import { generatedDocumentsExist } from './generated-documents';
import { menuEntriesLead } from './menu-entries';
import { referencesResolve } from './references';
import { statisticsSettingsHold } from './statistics-settings';
import { tableRowsMatchColumns } from './table-shape';
import { uniqueIds } from './unique-ids';
import { uniquePagePaths } from './unique-page-paths';
import { feeLinesAddUp } from './fee-line-totals';
import { feeProgramTotalsAddUp } from './fee-program-totals';
import { feeInstalmentsAddUp } from './fee-instalments';
import { feeComparisonMatchesPrograms } from './fee-comparison-rows';
import { feeProgramsExist } from './fee-program-references';
import { siteUrlIsAnOrigin } from './site-url';
import { svgMediaIsInert } from './svg-media';

/** The rules run after schema validation, in this order. */
export const contentRules: ContentRule[] = [
  uniquePagePaths,
  uniqueIds,
  referencesResolve,
  menuEntriesLead,
  tableRowsMatchColumns,
  galleryCategoriesExist,
  mapShowsItsMarker,
  feeLinesAddUp,
  feeProgramTotalsAddUp,
  feeInstalmentsAddUp,
  feeComparisonMatchesPrograms,
  feeProgramsExist,
  generatedDocumentsExist,
  formOfficesExist,
  downloadItemsExist,
  statisticsSettingsHold,
  siteUrlIsAnOrigin,
  svgMediaIsInert,
];
