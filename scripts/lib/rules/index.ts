import type { ContentRule } from './types';
import { galleryCategoriesExist } from './gallery-categories';
import { menuEntriesLead } from './menu-entries';
import { referencesResolve } from './references';
import { statisticsSettingsHold } from './statistics-settings';
import { tableRowsMatchColumns } from './table-shape';
import { uniqueIds } from './unique-ids';
import { uniquePagePaths } from './unique-page-paths';

/** The rules run after schema validation, in this order. */
export const contentRules: ContentRule[] = [
  uniquePagePaths,
  uniqueIds,
  referencesResolve,
  menuEntriesLead,
  tableRowsMatchColumns,
  galleryCategoriesExist,
  statisticsSettingsHold,
];
