import { useCallback, useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { ScreenColumns, ScreenPage } from '../layout/ScreenPage';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { BlockView } from '../../blocks/BlockList';
import { EditPreviewPanels, EditPreviewTabs, type EditOrPreview } from '../forms/EditPreviewTabs';
import { SchemaField } from '../forms/fields/SchemaField';
import { FormStore } from '../forms/form-store';
import { SchemaFormProvider } from '../forms/SchemaForm';
import { blockContentNode, SCHEMAS } from '../forms/schemas';
import type { SchemaNode } from '../forms/schema-set';
import { useAdminModel, useStoredDocument } from '../model/AdminModel';
import type { EditablePage } from '../pages/page-edits';
import { useAdminText } from '../text';
import {
  ContentSectionEditor,
  draftOf,
  fieldsOf,
  previewOf,
  SECTION_PAGES,
  sectionProblems,
  sectionsOf,
  type ContentSection,
  type SectionDraft,
} from './content-sections';

const keyOf = (section: Pick<ContentSection, 'page' | 'componentId'>) =>
  `${section.page}#${section.componentId}`;

/** The schema at a pointer into a block's content, "$ref"s followed. */
function contentNodeAt(block: string, path: string): SchemaNode {
  return path
    .split('/')
    .slice(1)
    .reduce((node, step) => {
      const object = SCHEMAS.resolve(node);
      return SCHEMAS.child(object, (object.schema.properties as Record<string, unknown>)[step]);
    }, blockContentNode(block));
}

/** The principal's message and the about sections (the spec's Content Sections screen). */
export default function ContentSectionsScreen() {
  const t = useAdminText();
  const { history } = useAdminModel();
  const home = useStoredDocument<EditablePage>(SECTION_PAGES[0]);
  const about = useStoredDocument<EditablePage>(SECTION_PAGES[1]);
  const editor = useMemo(() => new ContentSectionEditor(history, t), [history, t]);
  const sections = [...sectionsOf(SECTION_PAGES[0], home), ...sectionsOf(SECTION_PAGES[1], about)];
  const [selected, setSelected] = useState<string | null>(null);
  const current = sections.find((section) => keyOf(section) === selected);

  const addSection = () => {
    if (!about) return;
    const componentId = editor.add(about);
    setSelected(keyOf({ page: SECTION_PAGES[1], componentId }));
  };

  return (
    <ScreenPage title={t('screen.content')}>
      <ScreenColumns from="md" columns="minmax(0, 1fr) minmax(0, 2fr)">
        <Paper sx={{ p: 1 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={addSection} sx={{ m: 1 }}>
            {t('sections.add')}
          </Button>
          <List aria-label={t('sections.list')}>
            {sections.map((section) => (
              <ListItem key={keyOf(section)} disablePadding>
                <ListItemButton
                  selected={keyOf(section) === selected}
                  onClick={() => setSelected(keyOf(section))}
                >
                  <ListItemText
                    primary={section.title || t('sections.untitled')}
                    secondary={t(`sections.kind.${section.kind}`)}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
        <Paper sx={{ p: 2, minWidth: 0 }}>
          {current ? (
            <SectionForm
              key={keyOf(current)}
              section={current}
              editor={editor}
              onClose={() => setSelected(null)}
            />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('sections.select')}</Typography>
          )}
        </Paper>
      </ScreenColumns>
    </ScreenPage>
  );
}

/**
 * A section's form, from the schemas of the components that show it. The draft stays in the form until
 * Save Changes applies it as one history entry, only when the validation core finds no problem (else
 * each shows at its field); Cancel drops it.
 */
function SectionForm({
  section: opened,
  editor,
  onClose,
}: {
  section: ContentSection;
  editor: ContentSectionEditor;
  onClose: () => void;
}) {
  const t = useAdminText();
  const { checks, store: documents } = useAdminModel();
  // Kept as opened (the form is keyed by it): the list makes a new object for it on each page change.
  const [section] = useState(opened);
  const pageOf = useCallback(() => documents.peek(section.page) as EditablePage, [documents, section.page]);
  const [store] = useState(
    () => new FormStore(draftOf(section, pageOf()), `section-${section.componentId}-field`),
  );
  const [tab, setTab] = useState<EditOrPreview>('edit');

  const check = useCallback(
    (draft: SectionDraft) => sectionProblems(checks, section, pageOf(), draft),
    [checks, section, pageOf],
  );
  const recheck = useCallback(() => store.recheck(check), [check, store]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!store.passes(check)) return setTab('edit');
    editor.save(section, store.getValue() as SectionDraft);
    onClose();
  };

  // The title first, then the text under its Edit and Preview tabs (spec), then the picture, if any.
  // Made once: a keystroke re-renders the one field typed in, and a change of the pages none.
  const [title, text, ...others] = useMemo(
    () =>
      fieldsOf(section).map(([name, place]) => (
        <SchemaField
          key={name}
          node={contentNodeAt(place.block, place.path)}
          pointer={`/${name}`}
          label={t(place.label)}
          // Every field is needed: the spec's section has a title and a text, and a picture its alt text.
          required
          description={name === 'text' ? t('sections.textHelp') : undefined}
        />
      )),
    [section, t],
  );

  return (
    <Box
      component="form"
      aria-label={t('sections.editing', { name: opened.title })}
      noValidate
      onSubmit={save}
      sx={{ display: 'grid', gap: 2 }}
    >
      <SchemaFormProvider form={{ store, onFieldBlur: recheck }}>
        {title}
        <EditPreviewTabs
          idPrefix="section"
          value={tab}
          onChange={setTab}
          words={{ edit: t('sections.edit'), preview: t('sections.preview'), tabs: t('sections.textTabs') }}
        />
        <EditPreviewPanels
          idPrefix="section"
          value={tab}
          edit={text}
          preview={() => <SectionPreview store={store} section={section} page={pageOf()} />}
        />
        {others}
      </SchemaFormProvider>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained">
          {t('sections.save')}
        </Button>
        <Button onClick={onClose}>{t('sections.cancel')}</Button>
      </Box>
    </Box>
  );
}

/** The section as visitors would see it with the draft in its page. */
function SectionPreview({
  store,
  section,
  page,
}: {
  store: FormStore;
  section: ContentSection;
  page: EditablePage;
}) {
  const draft = useSyncExternalStore(store.subscribe, store.getValue) as SectionDraft;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, containerType: 'inline-size' }}>
      {previewOf(section, page, draft).map((component) => (
        <BlockView key={component.id} block={component} />
      ))}
    </Box>
  );
}
