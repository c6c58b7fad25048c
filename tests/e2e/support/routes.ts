import path from 'node:path';
import { pageRoutes as readPageRoutes } from '../../../scripts/lib/page-routes';

/** Every page address, read from the page documents so a new page is tested without editing tests. */
export function pageRoutes(): string[] {
  return readPageRoutes(path.resolve('content/pages'));
}
