import { defineBlock } from '../definition';
import { lazyBlock } from '../lazy-block';
import fragment from '../../../schema/blocks/search-results.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'search-results',
  component: lazyBlock(() => import('./SearchResultsBlock')),
  // The results are other pages' text; the search box itself is nothing to find.
  searchText: () => '',
});
