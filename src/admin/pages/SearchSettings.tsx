import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PageId } from '../../content/documents';
import type { LocalizedText, PageSearch, SearchListing } from '../../content/types.generated';
import commonSchema from '../../../schema/common.schema.json';
import pageSchema from '../../../schema/page.schema.json';
import { useAdminModel } from '../model/AdminModel';
import { useAdminText, type AdminTextKey } from '../text';
import { englishOf } from '../shared/localized-edit';
import type { EditablePage, PageEditor } from './page-edits';

/** The search filters' options, read from the page schema so the form offers exactly what validates. */
const listing = pageSchema.$defs.search.oneOf[0]!.properties as {
  type: { enum: string[] };
  category: { enum: string[] };
};
const TYPES = listing.type.enum as SearchListing['type'][];
const CATEGORIES = listing.category.enum as SearchListing['category'][];
const ISO_DATE = new RegExp(commonSchema.$defs.isoDate.pattern);

type Parsed<T> = { value: T } | { error: AdminTextKey };

/**
 * A text field that keeps its draft while it is typed in and applies it as soon as it parses, so an
 * invalid entry shows its message at the field and changes nothing.
 */
function DraftField<T>({
  label,
  stored,
  parse,
  apply,
  helper,
  type,
}: {
  label: string;
  stored: string;
  parse: (text: string) => Parsed<T>;
  apply: (value: T) => void;
  helper?: string;
  type?: string;
}) {
  const t = useAdminText();
  const { history } = useAdminModel();
  const [text, setText] = useState(stored);
  const [shown, setShown] = useState(stored);
  // An undo or redo changes the page under the field: show what the page now says.
  if (shown !== stored) {
    setShown(stored);
    setText(stored);
  }
  const parsed = parse(text);
  const error = 'error' in parsed ? t(parsed.error) : undefined;
  return (
    <TextField
      label={label}
      value={text}
      type={type}
      error={error !== undefined}
      helperText={error ?? helper}
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
      onChange={(event) => {
        setText(event.target.value);
        const next = parse(event.target.value);
        if ('value' in next) apply(next.value);
      }}
      onBlur={() => history.closeMerge()}
      fullWidth
    />
  );
}

/** Words typed between commas, keeping the Kiswahili of each word the list already had. */
function parseWords(text: string, previous: readonly LocalizedText[]): Parsed<LocalizedText[]> {
  if (text.trim() === '') return { value: [] };
  const words = text.split(',').map((word) => word.trim());
  if (words.some((word) => word === '')) return { error: 'pages.searchWordsInvalid' };
  return { value: words.map((word) => previous.find((item) => englishOf(item) === word) ?? word) };
}

function parsePopularity(text: string): Parsed<number | undefined> {
  if (text.trim() === '') return { value: undefined };
  const number = Number(text);
  return Number.isInteger(number) && number >= 0 && number <= 100
    ? { value: number }
    : { error: 'pages.searchPopularityInvalid' };
}

function newListing(): SearchListing {
  return {
    type: 'Information',
    category: CATEGORIES[0]!,
    date: new Date().toISOString().slice(0, 10),
    keywords: [],
    tags: [],
  };
}

/** How the site's search lists the page: listed or not, its filters' type, category and date, its words. */
export function SearchSettings({ id, page, editor }: { id: PageId; page: EditablePage; editor: PageEditor }) {
  const t = useAdminText();
  const search: PageSearch = page.search;
  const listed = !('listed' in search);
  // Unlisting keeps the listing at hand, so listing the page again brings it back as it was.
  const [kept, setKept] = useState<SearchListing>(listed ? search : newListing());
  if (listed && kept !== search) setKept(search);
  const set = (next: SearchListing, typingIn?: keyof SearchListing) =>
    editor.setSearch(id, page, next, typingIn);

  return (
    <Box component="section" aria-labelledby={`search-settings-${id}`} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={`search-settings-${id}`} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, m: 0 }}>
        {t('pages.searchHeading')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={listed}
            onChange={(event) => editor.setSearch(id, page, event.target.checked ? kept : { listed: false })}
          />
        }
        label={t('pages.searchListed')}
      />
      {!listed && <Typography sx={{ color: 'text.secondary' }}>{t('pages.searchUnlisted')}</Typography>}
      {listed && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <TextField
            select
            label={t('pages.searchType')}
            value={search.type}
            onChange={(event) => set({ ...search, type: event.target.value as SearchListing['type'] })}
          >
            {TYPES.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('pages.searchCategory')}
            value={search.category}
            onChange={(event) =>
              set({ ...search, category: event.target.value as SearchListing['category'] })
            }
          >
            {CATEGORIES.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <DraftField
            key={`${id}/date`}
            label={t('pages.searchDate')}
            type="date"
            stored={search.date ?? ''}
            parse={(text): Parsed<string> =>
              ISO_DATE.test(text) ? { value: text } : { error: 'pages.searchDateInvalid' }
            }
            apply={(date) => set({ ...search, date }, 'date')}
          />
          <DraftField
            key={`${id}/popularity`}
            label={t('pages.searchPopularity')}
            type="number"
            stored={search.popularity === undefined ? '' : String(search.popularity)}
            parse={parsePopularity}
            apply={(popularity) => {
              const { popularity: _old, ...rest } = search;
              set(popularity === undefined ? rest : { ...rest, popularity }, 'popularity');
            }}
          />
          <Box sx={{ gridColumn: { sm: '1 / -1' }, display: 'grid', gap: 2 }}>
            <DraftField
              key={`${id}/keywords`}
              label={t('pages.searchKeywords')}
              helper={t('pages.searchKeywordsHint')}
              stored={search.keywords.map(englishOf).join(', ')}
              parse={(text) => parseWords(text, search.keywords)}
              apply={(keywords) => set({ ...search, keywords }, 'keywords')}
            />
            <DraftField
              key={`${id}/tags`}
              label={t('pages.searchTags')}
              helper={t('pages.searchTagsHint')}
              stored={search.tags.map(englishOf).join(', ')}
              parse={(text) => parseWords(text, search.tags)}
              apply={(tags) => set({ ...search, tags }, 'tags')}
            />
          </Box>
        </Box>
      )}
    </Box>
  );
}
