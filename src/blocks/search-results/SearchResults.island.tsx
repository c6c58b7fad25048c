import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { formatDate } from '../../content/dates';
import { fillTemplate } from '../../content/localize';
import { filtersFromParams, searchQueryString, type SearchFilters } from '../../search/filters';
import { excerptFor } from '../../search/highlight';
import { MAX_QUERY_LENGTH, searchKey } from '../../search/page-outcome';
import type { SearchRecord } from '../../search/records';
import type { SearchOutcome } from '../../search/run';
import { Icon } from '../../ui/islands/Icon';
import { useNavigateTo } from '../../ui/islands/navigation';
import type { Search } from './browser-search';
import { HighlightedText } from './HighlightedText';
import { SEARCH_DELAY_MS, type FilterOptions, type SearchResultsIslandProps } from './search-results-island';

/** The search code and index as loaded for one language and try: the search, or null if it failed. */
interface SearchCode {
  key: string;
  search: Search | null;
}

const FILTER_NAMES = ['category', 'type', 'date'] as const;

/** The query and filters of the page's address. */
function addressSearch(): { query: string; filters: SearchFilters } {
  const params = new URLSearchParams(window.location.search);
  return { query: params.get('q') ?? '', filters: filtersFromParams(params) };
}

/** The filters as the form's selects show them (a choice made before the island adopted them counts). */
function chosenFilters(form: HTMLFormElement): SearchFilters {
  const data = new FormData(form);
  return filtersFromParams(
    new URLSearchParams(FILTER_NAMES.map((name) => [name, String(data.get(name) ?? '')])),
  );
}

const sameFilters = (a: SearchFilters, b: SearchFilters) => FILTER_NAMES.every((name) => a[name] === b[name]);

/**
 * The /search page's box, filters and results (spec sections 2.13, 4, 5 and 9). Without scripts the
 * form is a GET form to this page, which the site's server answers with the results rendered in (a
 * static host, with every page listed A to Z). The island adopts the results as rendered and then
 * takes over: a change of the query or a filter is answered 300 ms later, in place, with the address
 * following; the search code and index come only when a search needs them. What the visitor typed
 * or chose before the island adopted the page is kept and answered.
 */
export default function SearchResultsIsland(props: SearchResultsIslandProps) {
  const { language, searchPath, idBase, rendered, options, text } = props;
  const navigateTo = useNavigateTo();
  const form = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState(props.query);
  const [filters, setFilters] = useState(props.filters);

  // Where the whole page is one app, the address can change from outside (the header's search, back
  // and forward): the box and filters follow it.
  const given = searchQueryString(props.query, props.filters);
  const [followed, setFollowed] = useState(given);
  if (given !== followed) {
    setFollowed(given);
    setQuery(props.query);
    setFilters(props.filters);
  }

  // The page's own address (a static host sends the prerendered page for any query), then what the
  // visitor typed or chose before the island was in; on a page of islands, back and forward too.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const fromAddress = addressSearch();
    const box = element.elements.namedItem('q') as HTMLInputElement;
    const typed = box.value !== box.defaultValue ? box.value : fromAddress.query;
    const chosen = chosenFilters(element);
    const changed = !sameFilters(chosen, props.filters);
    setQuery(typed);
    setFilters(changed ? chosen : fromAddress.filters);
    if (changed) {
      navigateTo(`${searchPath}${searchQueryString(typed.trim(), chosen)}`, {
        replace: true,
        inPlace: true,
      });
    }
    const followHistory = () => {
      if (window.location.pathname !== searchPath) return;
      const shown = addressSearch();
      setQuery(shown.query);
      setFilters(shown.filters);
    };
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
    // Once, as the island adopts the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const wantedKey = searchKey(language, query, filters);
  const blank = query.trim() === '';
  const renderedKey = rendered ? searchKey(language, props.query, props.filters) : null;
  const needsSearch = !blank && wantedKey !== renderedKey;

  // The search code and index, fetched once a search needs them (again after a failure, on Retry).
  const [attempt, setAttempt] = useState(0);
  const codeKey = `${language} ${attempt}`;
  const [code, setCode] = useState<SearchCode | null>(null);
  const requested = useRef('');
  useEffect(() => {
    if (!needsSearch || requested.current === codeKey) return;
    requested.current = codeKey;
    import('./browser-search')
      .then(({ loadSearch }) => loadSearch(language))
      .then(
        (search) => setCode({ key: codeKey, search }),
        () => setCode({ key: codeKey, search: null }),
      );
  }, [needsSearch, codeKey, language]);
  const loaded = code?.key === codeKey ? code : null;
  const failed = loaded !== null && loaded.search === null;

  // The query and filters whose 300 ms have passed since they were last changed.
  const [dueKey, setDueKey] = useState('');
  useEffect(() => {
    if (!needsSearch) return;
    const timer = setTimeout(() => setDueKey(wantedKey), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needsSearch, wantedKey]);

  const search = loaded?.search ?? null;
  const searched = useMemo(
    () => (search && needsSearch && dueKey === wantedKey ? search(query, filters, new Date()) : null),
    // wantedKey stands for the query and the filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search, needsSearch, dueKey, wantedKey],
  );
  const outcome: SearchOutcome | null = blank ? null : needsSearch ? searched : rendered;
  const searching = !blank && outcome === null && !failed;

  const goTo = (nextQuery: string, nextFilters: SearchFilters, replace: boolean) =>
    navigateTo(`${searchPath}${searchQueryString(nextQuery, nextFilters)}`, { replace, inPlace: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed) goTo(trimmed, filters, false);
  };

  const changeFilter = (name: keyof SearchFilters, value: string) => {
    const next = filtersFromParams(new URLSearchParams({ ...filters, [name]: value }));
    setFilters(next);
    goTo(query.trim(), next, true);
  };

  const labelOf = (list: FilterOptions, value: string) =>
    list.find(([option]) => option === value)?.[1] ?? value;

  const card = (record: SearchRecord, terms: readonly string[]) => (
    <li key={record.id}>
      <article className="result-card">
        <h2>
          <a href={record.url}>
            <HighlightedText text={record.title} terms={terms} />
          </a>
        </h2>
        <p className="result-excerpt">
          <HighlightedText text={excerptFor(record.excerpt, record.content, terms)} terms={terms} />
        </p>
        <div className="result-address">{record.url}</div>
        <ul className="result-facts" aria-label={text.resultDetails}>
          <li>
            {text.type}: {labelOf(options.type, record.type)}
          </li>
          <li>
            {text.category}: {labelOf(options.category, record.category)}
          </li>
          <li>
            {text.date}: <time dateTime={record.date}>{formatDate(record.date, language)}</time>
          </li>
        </ul>
      </article>
    </li>
  );

  return (
    <>
      <form ref={form} role="search" action={searchPath} method="get" onSubmit={submit}>
        <div className="search-row">
          <div className="native-field search-field">
            <input
              name="q"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={text.placeholder}
              autoComplete="off"
              maxLength={MAX_QUERY_LENGTH}
              aria-label={text.boxLabel}
            />
          </div>
          <button type="submit" className="search-submit">
            <Icon name="Search" small />
            {text.submit}
          </button>
        </div>
        <fieldset className="search-filters">
          <legend className="visually-hidden">{text.filters}</legend>
          {FILTER_NAMES.map((name) => (
            <div className="native-field" key={name}>
              <label className="field-label" htmlFor={`${idBase}-${name}`}>
                {text[name]}
              </label>
              <select
                id={`${idBase}-${name}`}
                name={name}
                value={filters[name]}
                onChange={(event) => changeFilter(name, event.target.value)}
              >
                {options[name].map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
      </form>

      <div role="status" className="search-status">
        {searching ? (
          <div className="searching">
            <span className="spinner" aria-hidden="true" />
            <span>{text.searching}</span>
          </div>
        ) : failed && !blank && !outcome ? (
          <p>
            {text.unavailable}{' '}
            <button type="button" className="search-retry" onClick={() => setAttempt((count) => count + 1)}>
              {text.retry}
            </button>
          </p>
        ) : blank ? (
          <p>{text.enterTerm}</p>
        ) : outcome && outcome.results.length > 0 ? (
          <p className="search-count">
            {fillTemplate(outcome.results.length === 1 ? text.resultFound : text.resultsFound, {
              n: outcome.results.length,
            })}
          </p>
        ) : outcome ? (
          <>
            <p className="search-count">{text.noResults}</p>
            <p>{text.noResultsHint}</p>
          </>
        ) : null}
      </div>

      {!searching && outcome && outcome.results.length > 0 && (
        <ol className="search-results">{outcome.results.map((record) => card(record, outcome.terms))}</ol>
      )}
      {!searching && outcome?.closeMatches && outcome.closeMatches.records.length > 0 && (
        <div className="close-matches">
          <p className="search-count">
            {text.didYouMean}
            {outcome.closeMatches.suggestion ? (
              <>
                {' '}
                <a href={`${searchPath}${searchQueryString(outcome.closeMatches.suggestion, filters)}`}>
                  {outcome.closeMatches.suggestion}
                </a>
              </>
            ) : null}
            ?
          </p>
          <h2 className="close-matches-title">{text.closeMatches}</h2>
          <ol className="search-results">{outcome.closeMatches.records.map((record) => card(record, []))}</ol>
        </div>
      )}
    </>
  );
}
