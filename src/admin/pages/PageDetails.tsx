import { useState } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { PageId, PageIndexEntry } from '../../content/documents';
import { useAdminModel } from '../model/AdminModel';
import { usePausedCommit } from '../shared/usePausedCommit';
import { pageFieldProblems, type ProblemKind } from '../model/document-problems';
import { useAdminText, type AdminTextKey } from '../text';
import type { EditablePage, PageEditor } from './page-edits';
import { englishOf, withEnglish } from '../shared/localized-edit';
import { SearchSettings } from './SearchSettings';

type Field = 'title' | 'path' | 'description';

const MESSAGES: Record<ProblemKind, AdminTextKey> = {
  required: 'pages.required',
  pathInvalid: 'pages.pathInvalid',
  pathTaken: 'pages.pathTaken',
};

/**
 * The page's own fields. Each keeps what is typed locally and applies it to the page as soon as it
 * is valid, so the preview and the site follow the typing; an invalid value stays in the field with
 * its message and never reaches the page.
 */
export function PageDetails({
  id,
  page,
  index,
  editor,
  onDelete,
}: {
  id: PageId;
  page: EditablePage;
  index: readonly PageIndexEntry[];
  editor: PageEditor;
  onDelete: () => void;
}) {
  const t = useAdminText();
  const fields: { field: Field; label: AdminTextKey; multiline?: boolean }[] = [
    { field: 'title', label: 'pages.titleField' },
    { field: 'path', label: 'pages.pathField' },
    { field: 'description', label: 'pages.descriptionField', multiline: true },
  ];
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
        {fields.map(({ field, label, multiline }) => (
          <PageField
            key={`${id}/${field}`}
            id={id}
            page={page}
            index={index}
            field={field}
            label={t(label)}
            multiline={multiline}
            editor={editor}
            messageFor={(kind) => t(MESSAGES[kind])}
          />
        ))}
        <SearchSettings key={`${id}/search`} id={id} page={page} editor={editor} />
      </Box>
    </Paper>
  );
}

/** The English text of a field; the Kiswahili of a localized title or description is kept as it is. */
function PageField({
  id,
  page,
  index,
  field,
  label,
  multiline,
  editor,
  messageFor,
}: {
  id: PageId;
  page: EditablePage;
  index: readonly PageIndexEntry[];
  field: Field;
  label: string;
  multiline?: boolean;
  editor: PageEditor;
  messageFor: (kind: ProblemKind) => string;
}) {
  const { history } = useAdminModel();
  const commit = usePausedCommit();
  const stored = englishOf(page[field]);
  const [text, setText] = useState(stored);
  const [touched, setTouched] = useState(false);
  // An undo or redo changes the page under the field: show what the page now says.
  const [shown, setShown] = useState(stored);
  if (shown !== stored) {
    setShown(stored);
    setText(stored);
  }
  const value = field === 'path' ? text : withEnglish(page[field], text);
  const problem = pageFieldProblems(id, { ...page, [field]: value }, index).find(
    (candidate) => candidate.pointer === `/${field}`,
  );
  return (
    <TextField
      label={label}
      value={text}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      required
      error={problem !== undefined && touched}
      helperText={problem && touched ? messageFor(problem.kind) : undefined}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        setTouched(true);
        const nextValue = field === 'path' ? next : withEnglish(page[field], next);
        const invalid = pageFieldProblems(id, { ...page, [field]: nextValue }, index).some(
          (candidate) => candidate.pointer === `/${field}`,
        );
        if (invalid) commit.cancel();
        else commit.schedule(() => editor.setField(id, page, field, nextValue));
      }}
      onBlur={() => {
        setTouched(true);
        commit.flush();
        history.closeMerge();
      }}
      fullWidth
    />
  );
}
