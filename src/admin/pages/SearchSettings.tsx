import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { PageId } from '../../content/documents';
import type { SearchListing } from '../../content/types.generated';
import pageSchema from '../../../schema/page.schema.json';
import type { PartFormPlace } from '../forms/part-form';
import { PropertyFields, type PropertyField } from '../forms/SchemaForm';
import { SCHEMAS } from '../forms/schemas';
import { usePartForm } from '../forms/useAppliedForm';
import { useAdminText, type AdminTextKey } from '../text';
import { pageName, type EditablePage, type PageEditor } from './page-edits';

/** The listed variant of a page's search settings, as the page schema says it. */
const LISTING = pageSchema.$defs.search.oneOf[0]!;
const LISTING_NODE = SCHEMAS.child(SCHEMAS.file('page.schema.json'), LISTING);
const LISTING_PROPERTIES = LISTING.properties as {
  type: { enum: SearchListing['type'][] };
  category: { enum: SearchListing['category'][] };
  popularity: { minimum: number; maximum: number };
};

/** In the order shown. */
const LISTING_FIELDS = {
  type: { label: 'pages.searchType' },
  category: { label: 'pages.searchCategory' },
  date: { label: 'pages.searchDate' },
  popularity: { label: 'pages.searchPopularity', help: 'pages.searchPopularityHint' },
  keywords: { label: 'pages.searchKeywords', help: 'pages.searchKeywordsHint' },
  tags: { label: 'pages.searchTags', help: 'pages.searchTagsHint' },
} as const satisfies Record<keyof SearchListing, { label: AdminTextKey; help?: AdminTextKey }>;

/** A listing dated today, with no keywords or tags yet; by default under the first type and category. */
export function newListing(
  type = LISTING_PROPERTIES.type.enum[0]!,
  category = LISTING_PROPERTIES.category.enum[0]!,
): SearchListing {
  return { type, category, date: new Date().toISOString().slice(0, 10), keywords: [], tags: [] };
}

/** Whether the site's search lists the page and, listed, under which filters and words. */
export function SearchSettings({ id, page, editor }: { id: PageId; page: EditablePage; editor: PageEditor }) {
  const t = useAdminText();
  const search = page.search;
  const listed = !('listed' in search);
  // Unlisting keeps the listing at hand, so listing the page again brings it back as it was.
  const [kept, setKept] = useState<SearchListing>(listed ? search : newListing());
  if (listed && kept !== search) setKept(search);

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
      {listed ? (
        <ListingForm key={id} id={id} page={page} />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{t('pages.searchUnlisted')}</Typography>
      )}
    </Box>
  );
}

/**
 * Each change applied once typing pauses and the validation core finds no problem (one history entry
 * per field typed in); a problem shows at its field and changes nothing.
 */
function ListingForm({ id, page }: { id: PageId; page: EditablePage }) {
  const t = useAdminText();
  const place = useMemo<PartFormPlace>(
    () => ({ documentId: id, pointer: '/search', properties: Object.keys(LISTING_FIELDS) }),
    [id],
  );
  const name = pageName(page, t.language);
  const label = useCallback(() => t('history.editedSearch', { page: name }), [t, name]);
  const form = usePartForm(place, label);
  const fields = useMemo<PropertyField[]>(
    () =>
      Object.entries(LISTING_FIELDS).map(([field, words]) => ({
        name: field,
        label: t(words.label),
        description:
          'help' in words
            ? t(words.help, {
                minimum: LISTING_PROPERTIES.popularity.minimum,
                maximum: LISTING_PROPERTIES.popularity.maximum,
              })
            : undefined,
      })),
    [t],
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PropertyFields form={form} node={LISTING_NODE} fields={fields} />
    </Box>
  );
}
