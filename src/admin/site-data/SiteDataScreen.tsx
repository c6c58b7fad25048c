import { lazy, Suspense, useCallback, useMemo, useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import { ScreenPage } from '../layout/ScreenPage';
import Typography from '@mui/material/Typography';
import { SINGLETON_SCHEMA_FILES } from '../../content/places';
import { usePageIndex } from '../../content/hooks';
import { localize } from '../../content/localize';
import type { PartFormPlace } from '../forms/part-form';
import { useConfirmingSave } from '../forms/PartFields';
import { PropertyFields } from '../forms/SchemaForm';
import { partNode, SCHEMAS } from '../forms/schemas';
import { usePartForm } from '../forms/useAppliedForm';
import { useSchemaWords } from '../forms/useSchemaWords';
import { useAdminModel } from '../model/AdminModel';
import type { EditablePage } from '../pages/page-edits';
import { ScreenPanel } from '../shared/ScreenTabs';
import { useAdminAddress } from '../shared/useAdminAddress';
import { useAdminText } from '../text';
import { isSiteDataDocument, SITE_DATA_DOCUMENTS, type SiteDataDocument } from './documents';
import { pagesShowing } from './pages-showing';

const NotFoundComponents = lazy(() => import('./NotFoundComponents'));

/** In the address (?document=fees), so a link or a reload keeps the tab. */
const DOCUMENT_PARAM = 'document';

/**
 * The shared documents the site's pages show, each a form from its schema, applied as typing pauses
 * like the settings, so each change is in the history at once and Undo takes it back.
 */
export default function SiteDataScreen() {
  const t = useAdminText();
  const [params, setParams] = useSearchParams();
  const named = params.get(DOCUMENT_PARAM);
  const documentId = isSiteDataDocument(named) ? named : SITE_DATA_DOCUMENTS[0];
  return (
    <ScreenPage title={t('screen.data')} intro={t('data.intro')}>
      <ScreenPanel
        tabs={{
          idPrefix: 'data',
          label: t('data.tabs'),
          choices: SITE_DATA_DOCUMENTS.map((value) => ({ value, label: t(`data.document.${value}`) })),
          value: documentId,
          onChange: (chosen) => setParams({ [DOCUMENT_PARAM]: chosen }, { replace: true }),
        }}
        narrow={!hasComponents(documentId)}
      >
        <DocumentForm key={documentId} documentId={documentId} />
      </ScreenPanel>
    </ScreenPage>
  );
}

const propertiesOf = (documentId: SiteDataDocument) =>
  Object.keys(SCHEMAS.file(SINGLETON_SCHEMA_FILES[documentId]).schema.properties as Record<string, unknown>);

/** Made of components like a page (the not-found page), listed as a page's are. */
const hasComponents = (documentId: SiteDataDocument) => propertiesOf(documentId).includes('components');

function DocumentForm({ documentId }: { documentId: SiteDataDocument }) {
  const t = useAdminText();
  const words = useSchemaWords();
  const place = useMemo<PartFormPlace>(() => {
    // In the schema's order: all but "$schema" and a list of components.
    const properties = propertiesOf(documentId).filter((name) => name !== '$schema' && name !== 'components');
    return { documentId, pointer: '', properties };
  }, [documentId]);
  const name = t(`data.document.${documentId}`);
  const label = useCallback(
    (property: string) => t('data.history', { document: name, field: words.field(property) }),
    [t, name, words],
  );
  const form = usePartForm(place, label);
  const { save, clear, controls } = useConfirmingSave([form], {
    save: t('data.save'),
    saved: t('data.saved', { document: name }),
    invalid: t('data.invalid'),
  });
  const node = useMemo(() => partNode(place), [place]);
  const fields = useMemo(
    () => place.properties.map((property) => ({ name: property, label: words.field(property) })),
    [place, words],
  );
  const fieldsForm = (
    <Box
      component="form"
      noValidate
      onSubmit={save}
      onChange={clear}
      aria-label={name}
      sx={{ display: 'grid', gap: 2 }}
    >
      <ShownOn documentId={documentId} />
      <PropertyFields form={form} node={node} fields={fields} foldItems />
      <Box sx={{ display: 'grid', gap: 1 }}>{controls}</Box>
    </Box>
  );
  if (!hasComponents(documentId)) return fieldsForm;
  // Its form is there at once; the component list joins it once loaded.
  return (
    <Suspense fallback={fieldsForm}>
      <NotFoundComponents details={fieldsForm} />
    </Suspense>
  );
}

/** The pages that show the document, each a link in this tab, where an edit shows at once. */
function ShownOn({ documentId }: { documentId: SiteDataDocument }) {
  const t = useAdminText();
  const address = useAdminAddress();
  const { store } = useAdminModel();
  const index = usePageIndex();
  // Re-read as pages change (a component added or deleted), as a list of ids that compares by value.
  const shownOn = useSyncExternalStore(store.subscribe, () =>
    pagesShowing(documentId, index, (page) =>
      (store.peek(page.id) as EditablePage | undefined)?.components.map((component) => component.type),
    )
      .map((page) => page.id)
      .join('\n'),
  );
  const pages = index.filter((page) => shownOn.split('\n').includes(page.id));
  if (documentId === 'not-found') return <Typography>{t('data.shownOnMissing')}</Typography>;
  if (pages.length === 0) return <Typography>{t('data.shownNowhere')}</Typography>;
  return (
    <Box component="p" sx={{ m: 0 }}>
      {t('data.shownOn')}{' '}
      {pages.map((page, position) => (
        <span key={page.id}>
          {position > 0 && ', '}
          <Link to={address(page.path)}>{localize(page.title, t.language)}</Link>
        </span>
      ))}
    </Box>
  );
}
