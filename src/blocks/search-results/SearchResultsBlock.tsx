import Typography from '@mui/material/Typography';
import { alpha, styled, type CSSObject } from '@mui/material/styles';
import { useSearchParams } from 'react-router';
import { usePageIndex } from '../../content/hooks';
import { useTranslation } from '../../i18n';
import { DATE_RANGES, filtersFromParams } from '../../search/filters';
import { localizedPath } from '../../content/site-path';
import { SEARCH_CATEGORIES, SEARCH_TYPES } from '../../search/records';
import { buttonLook } from '../../ui/button-look';
import { Island } from '../../ui/islands/Island';
import { nativeFieldLook, spinnerLook } from '../../ui/native-field-look';
import { visuallyHidden } from '../../ui/VisuallyHidden';
import { whenColumnAtLeast, widthFor } from '../../ui/column-width';
import type { BlockProps } from '../types';
import { categoryLabel, DATE_RANGE_KEYS, typeLabel } from './labels';
import { usePrefilledSearch } from './prefilled';
import { searchResultsIsland } from './search-results-island';

/** The look of everything the island draws; the section around it is the block's own box. */
const Look = styled('section')(({ theme }) => ({
  margin: theme.spacing(2, 0),
  '& .visually-hidden': visuallyHidden,
  '& .search-row': { display: 'flex', gap: theme.spacing(1), alignItems: 'flex-start' },
  '& .native-field': nativeFieldLook(theme),
  '& .search-field': { flex: 1 },
  '& .search-submit': { ...buttonLook({ theme, variant: 'contained' }), minHeight: 48 },
  '& .search-filters': {
    border: 0,
    padding: 0,
    margin: theme.spacing(2, 0, 0),
    minWidth: 0,
    display: 'grid',
    gap: theme.spacing(2),
    gridTemplateColumns: '1fr',
    [whenColumnAtLeast(widthFor(3, 160, 16))]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
  '& .search-status': { marginTop: theme.spacing(3) },
  '& .search-status p, & .close-matches p': { ...(theme.typography.body1 as CSSObject), margin: 0 },
  '& .searching': { display: 'flex', alignItems: 'center', gap: theme.spacing(1.5) },
  '& .spinner': spinnerLook(theme),
  '& .search-retry': buttonLook({ theme, variant: 'text' }),
  // As specific as the paragraphs' rule above, and after it.
  '& p.search-count': { fontWeight: 700 },
  '& .search-results': {
    listStyle: 'none',
    padding: 0,
    margin: theme.spacing(2, 0, 0),
    display: 'grid',
    gap: theme.spacing(2),
  },
  '& .result-card': {
    padding: theme.spacing(2),
    border: '1px solid #d9e1ec',
    borderRadius: 8,
    background: '#fff',
  },
  '& .result-card h2': { margin: 0, fontSize: '1.15rem', lineHeight: 1.35 },
  '& .result-card a, & .close-matches a': {
    color: theme.palette.primary.main,
    textDecorationColor: alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  },
  '& .result-excerpt': { fontSize: '0.9rem', lineHeight: 1.5, margin: theme.spacing(0.75, 0, 0) },
  '& .result-address': { color: '#1b6b3a', fontSize: '0.9rem', overflowWrap: 'anywhere' },
  '& .result-facts': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(0.5, 2),
    margin: theme.spacing(1, 0, 0),
    padding: 0,
    listStyle: 'none',
    color: theme.palette.text.secondary,
    fontSize: '0.9rem',
  },
  '& mark': { background: '#ffe98a', color: 'inherit', padding: '0 1px' },
  '& .close-matches': { marginTop: theme.spacing(3) },
  '& .close-matches-title': { ...(theme.typography.h3 as CSSObject), margin: theme.spacing(2, 0, 0) },
}));

/**
 * The /search page's block: the shell works out the texts, options and the results the server found
 * for the address (a render of /search?q=… by the site's server); its island
 * (./SearchResults.island.tsx) draws them and takes over typing and filters at the visitor's first
 * sign of life, or at once on a page opened with a query it has no results for (see
 * search-results-island.ts).
 */
export default function SearchResultsBlock({ id }: BlockProps<'search-results'>) {
  const { t, l, language } = useTranslation();
  const [params] = useSearchParams();
  const prefilled = usePrefilledSearch();
  const rendered = prefilled?.language === language ? prefilled : null;
  const address = rendered ?? { query: params.get('q') ?? '', filters: filtersFromParams(params) };

  const pages = usePageIndex()
    .filter((entry) => entry.path !== '/search')
    .map((entry) => ({ path: localizedPath(entry.path, language), title: l(entry.title) }))
    .sort((a, b) => a.title.localeCompare(b.title, language));

  return (
    <Look aria-label={t('search.boxLabel')}>
      <Island
        island={searchResultsIsland}
        hydrate="idle"
        props={{
          language,
          searchPath: localizedPath('/search', language),
          idBase: id,
          query: address.query,
          filters: address.filters,
          rendered: rendered?.outcome ?? null,
          options: {
            category: [
              ['all', t('search.allCategories')],
              ...SEARCH_CATEGORIES.map((category) => [category, categoryLabel(t, category)] as const),
            ],
            type: [
              ['all', t('search.allTypes')],
              ...SEARCH_TYPES.map((type) => [type, typeLabel(t, type)] as const),
            ],
            date: Object.keys(DATE_RANGES).map(
              (range) => [range, t(DATE_RANGE_KEYS[range as keyof typeof DATE_RANGES])] as const,
            ),
          },
          text: {
            boxLabel: t('search.boxLabel'),
            placeholder: t('search.placeholder'),
            submit: t('search.submit'),
            filters: t('search.filters'),
            category: t('search.category'),
            type: t('search.type'),
            date: t('search.date'),
            searching: t('search.searching'),
            unavailable: t('search.unavailable'),
            retry: t('search.retry'),
            enterTerm: t('search.enterTerm'),
            resultsFound: t('search.resultsFound'),
            resultFound: t('search.resultFound'),
            noResults: t('search.noResults'),
            noResultsHint: t('search.noResultsHint'),
            didYouMean: t('search.didYouMean'),
            closeMatches: t('search.closeMatches'),
            resultDetails: t('search.resultDetails'),
          },
        }}
      />
      <noscript>
        <Typography component="h2" variant="h3" sx={{ mt: 3 }}>
          {t('search.allPages')}
        </Typography>
        <ul>
          {pages.map((page) => (
            <li key={page.path}>
              <a href={page.path}>{page.title}</a>
            </li>
          ))}
        </ul>
      </noscript>
    </Look>
  );
}
