import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { PageId } from '../../content/documents';
import type { PartFormPlace } from '../forms/part-form';
import { labelledFields } from '../forms/PartFields';
import { PropertyFields } from '../forms/SchemaForm';
import { SCHEMAS } from '../forms/schemas';
import { usePartForm, type PartChange } from '../forms/useAppliedForm';
import type { EditableDocuments } from '../../content/history';
import { useAdminModel } from '../model/AdminModel';
import { useAdminText, type AdminTextKey } from '../text';
import { pageName, pointLinksAt, type EditablePage, type PageEditor } from './page-edits';
import { SearchSettings } from './SearchSettings';

/** The page's own fields, in the order shown, with their labels (the history names each by field.<name>). */
const OWN_FIELDS = {
  title: 'pages.titleField',
  navTitle: 'pages.navTitleField',
  path: 'pages.pathField',
  description: 'pages.descriptionField',
} as const satisfies Record<string, AdminTextKey>;
const PAGE_SCHEMA = SCHEMAS.file('page.schema.json');

/**
 * The page's own fields, each applied once typing pauses and the validation core finds no problem; a
 * problem shows at its field and never reaches the page.
 */
export function PageDetails({
  id,
  page,
  editor,
  onDelete,
}: {
  id: PageId;
  page: EditablePage;
  editor: PageEditor;
  onDelete: () => void;
}) {
  const t = useAdminText();
  const place = useMemo<PartFormPlace>(
    () => ({ documentId: id, pointer: '', properties: Object.keys(OWN_FIELDS) }),
    [id],
  );
  const name = pageName(page, t.language);
  const { checks } = useAdminModel();
  // A new path takes the links to the page with it, in the same history entry: none is left broken.
  const linksToMove = useCallback(
    ({ before, after }: PartChange) => {
      const from = (before as EditablePage).path;
      return from === (after as EditablePage).path ? [] : checks.linksTo(from);
    },
    [checks],
  );
  const label = useCallback(
    (field: string, change: PartChange) =>
      linksToMove(change).length > 0
        ? t('history.movedPage', { page: name, path: (change.after as EditablePage).path })
        : t('history.editedPage', { field: t(`field.${field as keyof typeof OWN_FIELDS}`), page: name }),
    [t, name, linksToMove],
  );
  const moveLinks = useCallback(
    (documents: EditableDocuments, change: PartChange) =>
      pointLinksAt(documents, linksToMove(change), (change.after as EditablePage).path),
    [linksToMove],
  );
  const form = usePartForm(place, label, undefined, moveLinks);
  const fields = useMemo(() => labelledFields(OWN_FIELDS, t), [t]);
  return (
    <Paper component="section" aria-labelledby="page-details-heading" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="page-details-heading" variant="h2" sx={{ fontSize: '1.2rem', flexGrow: 1 }}>
          {t('pages.details')}
        </Typography>
        <Button size="small" component={Link} to={page.path} startIcon={<OpenInNewIcon />}>
          {t('pages.openPage')}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
          {t('pages.deletePage')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PropertyFields form={form} node={PAGE_SCHEMA} fields={fields} />
        <SearchSettings key={`${id}/search`} id={id} page={page} editor={editor} />
      </Box>
    </Paper>
  );
}
