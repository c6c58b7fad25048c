import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageIndex } from '../../content/hooks';
import { useTranslation } from '../../i18n';
import {
  DATE_RANGES,
  filtersFromParams,
  NO_FILTERS,
  searchQueryString,
  type SearchFilters,
} from '../../search/filters';
import { MAX_QUERY_LENGTH, searchKey } from '../../search/page-outcome';
import { localizedPath, SEARCH_CATEGORIES, SEARCH_TYPES } from '../../search/records';
import { runSearch, type SearchOutcome } from '../../search/run';
import { useSearchIndex } from '../../search/useSearchIndex';
import { LookButton } from '../../ui/ButtonLink';
import { NativeInput, NativeSelect, Spinner } from '../../ui/NativeFields';
import { SmartLink } from '../../ui/SmartLink';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import type { BlockProps } from '../types';
import { categoryLabel, DATE_RANGE_KEYS, typeLabel } from './labels';
import { usePrefilledSearch } from './prefilled';
import { ResultCard } from './ResultCard';

/** Results come this long after the last change of the query or a filter (spec section 9). */
export const SEARCH_DELAY_MS = 300;

/** What the results show: computed for one query and filters, or nothing for a blank query. */
interface Shown {
  key: string;
  outcome: SearchOutcome | null;
}

const noSubscription = () => () => {};

/**
 * False while rendering on the server and hydrating, true after and on every later render. A page is
 * rendered with the query the server searched for (none for the prerendered /search page), so it
 * hydrates as such and then takes the query from the address; reading the address at once would
 * differ from the rendered HTML and make React discard it.
 */
function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The /search page: a search box and three filters, kept in the address (?q=, &category=, &type=,
 * &date=); results, messages and a spinner as spec sections 2.13, 4, 5 and 9 say, with close matches
 * when the exact rule finds nothing. Without JavaScript the form is a plain GET form to this page;
 * the site's server answers it with the results rendered in, a static host with every page listed
 * from A to Z. Results the server rendered are adopted as they are, so they show from the first paint.
 */
export default function SearchResultsBlock({ id }: BlockProps<'search-results'>) {
  const { t, l, language } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hydrated = useAfterHydration();
  const prefilled = usePrefilledSearch();
  const rendered = prefilled?.language === language ? prefilled : null;
  const addressQuery = hydrated ? (params.get('q') ?? '') : (rendered?.query ?? '');
  const filters = hydrated ? filtersFromParams(params) : (rendered?.filters ?? NO_FILTERS);
  const index = useSearchIndex(language);

  // The box follows the address when it changes from outside (the header's search, back and forward).
  const [query, setQuery] = useState(addressQuery);
  const [followedQuery, setFollowedQuery] = useState(addressQuery);
  if (addressQuery !== followedQuery) {
    setFollowedQuery(addressQuery);
    setQuery(addressQuery);
  }

  const wantedKey = searchKey(language, query, filters);
  const [shown, setShown] = useState<Shown>(() =>
    rendered
      ? { key: searchKey(language, rendered.query, rendered.filters), outcome: rendered.outcome }
      : { key: '', outcome: null },
  );
  const blank = query.trim() === '';
  const outcome = blank ? null : shown.key === wantedKey ? shown.outcome : null;
  const searching = !blank && outcome === null && index.status !== 'failed';

  useEffect(() => {
    if (blank || index.status !== 'ready' || shown.key === wantedKey) return;
    const timer = setTimeout(
      () => setShown({ key: wantedKey, outcome: runSearch(index.index, query, filters, new Date()) }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // wantedKey stands for the query and the filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantedKey, index]);

  const goTo = (nextQuery: string, nextFilters: SearchFilters, replace: boolean) =>
    void navigate({ pathname, search: searchQueryString(nextQuery, nextFilters) }, { replace });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed) goTo(trimmed, filters, false);
  };

  const changeFilter = (name: keyof SearchFilters, value: string) => {
    const next = filtersFromParams(new URLSearchParams({ ...filters, [name]: value }));
    goTo(query.trim(), next, true);
  };

  const pages = usePageIndex()
    .filter((entry) => entry.path !== '/search')
    .map((entry) => ({ path: localizedPath(entry.path, language), title: l(entry.title) }))
    .sort((a, b) => a.title.localeCompare(b.title, language));

  return (
    <Box component="section" aria-label={t('search.boxLabel')} sx={{ my: 2 }}>
      <form role="search" action={localizedPath('/search', language)} method="get" onSubmit={submit}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <NativeInput
            name="q"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            maxLength={MAX_QUERY_LENGTH}
            aria-label={t('search.boxLabel')}
          />
          <LookButton type="submit" variant="contained" sx={{ minHeight: 48 }}>
            <SearchIcon aria-hidden fontSize="small" />
            {t('search.submit')}
          </LookButton>
        </Box>
        <Box
          component="fieldset"
          sx={{
            border: 0,
            p: 0,
            m: 0,
            mt: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          }}
        >
          <VisuallyHidden as="legend">{t('search.filters')}</VisuallyHidden>
          <FilterSelect
            id={`${id}-category`}
            name="category"
            label={t('search.category')}
            value={filters.category}
            onChange={(value) => changeFilter('category', value)}
            options={[
              ['all', t('search.allCategories')],
              ...SEARCH_CATEGORIES.map((category) => [category, categoryLabel(t, category)] as const),
            ]}
          />
          <FilterSelect
            id={`${id}-type`}
            name="type"
            label={t('search.type')}
            value={filters.type}
            onChange={(value) => changeFilter('type', value)}
            options={[
              ['all', t('search.allTypes')],
              ...SEARCH_TYPES.map((type) => [type, typeLabel(t, type)] as const),
            ]}
          />
          <FilterSelect
            id={`${id}-date`}
            name="date"
            label={t('search.date')}
            value={filters.date}
            onChange={(value) => changeFilter('date', value)}
            options={Object.keys(DATE_RANGES).map(
              (range) => [range, t(DATE_RANGE_KEYS[range as keyof typeof DATE_RANGES])] as const,
            )}
          />
        </Box>
      </form>

      <Box role="status" sx={{ mt: 3 }}>
        {searching ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Spinner aria-hidden />
            <span>{t('search.searching')}</span>
          </Box>
        ) : index.status === 'failed' && !blank && !outcome ? (
          <Typography>
            {t('search.unavailable')}{' '}
            <LookButton type="button" onClick={index.retry}>
              {t('search.retry')}
            </LookButton>
          </Typography>
        ) : blank ? (
          <Typography>{t('search.enterTerm')}</Typography>
        ) : outcome && outcome.results.length > 0 ? (
          <Typography sx={{ fontWeight: 600 }}>
            {t('search.resultsFound', { n: outcome.results.length })}
          </Typography>
        ) : outcome ? (
          <>
            <Typography sx={{ fontWeight: 600 }}>{t('search.noResults')}</Typography>
            <Typography>{t('search.noResultsHint')}</Typography>
          </>
        ) : null}
      </Box>

      {!searching && outcome && outcome.results.length > 0 && (
        <ResultList records={outcome.results} terms={outcome.terms} />
      )}
      {!searching && outcome?.closeMatches && outcome.closeMatches.records.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {t('search.didYouMean')}
            {outcome.closeMatches.suggestion ? (
              <>
                {' '}
                <SmartLink href={`${pathname}${searchQueryString(outcome.closeMatches.suggestion, filters)}`}>
                  {outcome.closeMatches.suggestion}
                </SmartLink>
              </>
            ) : null}
            ?
          </Typography>
          <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
            {t('search.closeMatches')}
          </Typography>
          <ResultList records={outcome.closeMatches.records} terms={[]} />
        </Box>
      )}

      <noscript>
        <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
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
    </Box>
  );
}

function ResultList({ records, terms }: { records: SearchOutcome['results']; terms: readonly string[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 2 }}>
      {records.map((record) => (
        <li key={record.id}>
          <ResultCard record={record} terms={terms} />
        </li>
      ))}
    </Box>
  );
}

function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect
      id={id}
      name={name}
      label={label}
      value={value}
      options={options}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
