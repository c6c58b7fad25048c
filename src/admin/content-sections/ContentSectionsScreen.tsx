import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { splitParagraphs } from '../../blocks/paragraph/ParagraphBlock';
import { useAdminModel, useStoredDocument } from '../model/AdminModel';
import type { EditablePage } from '../pages/page-edits';
import { imageProblem } from '../shared/site-images';
import { useAdminText } from '../text';
import {
  ContentSectionEditor,
  SECTION_PAGES,
  sectionsOf,
  type ContentSection,
  type SectionDraft,
} from './content-sections';

const keyOf = (section: ContentSection) => `${section.page}#${section.componentId}`;

/** The principal's message and the about sections, as the spec's Content Sections screen lists them. */
export function ContentSectionsScreen() {
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
    const id = editor.add(about);
    setSelected(`${SECTION_PAGES[1]}#${id}`);
  };

  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('screen.content')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
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
        <Paper sx={{ p: 2 }}>
          {current ? (
            <SectionForm
              key={keyOf(current)}
              section={current}
              onSave={(draft) => {
                editor.save(current, draft);
                setSelected(null);
              }}
              onCancel={() => setSelected(null)}
            />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('sections.select')}</Typography>
          )}
        </Paper>
      </Box>
    </Box>
  );
}

function SectionForm({
  section,
  onSave,
  onCancel,
}: {
  section: ContentSection;
  onSave: (draft: SectionDraft) => void;
  onCancel: () => void;
}) {
  const t = useAdminText();
  const [draft, setDraft] = useState<SectionDraft>({
    title: section.title,
    text: section.text,
    image: section.image ?? '',
  });
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const problems = {
    title: draft.title.trim() === '' ? t('sections.titleRequired') : null,
    text: draft.text.trim() === '' ? t('sections.textRequired') : null,
    image:
      section.kind === 'principal' && imageProblem(draft.image)
        ? t(imageProblem(draft.image) === 'required' ? 'slides.imageRequired' : 'slides.imageUnknown')
        : null,
  };
  const blocked = Object.values(problems).find((problem) => problem !== null) ?? null;
  return (
    <Box
      component="form"
      aria-label={t('sections.editing', { name: section.title })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) onSave(draft);
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <TextField
        label={t('sections.title')}
        value={draft.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        error={problems.title !== null}
        helperText={problems.title ?? ' '}
      />
      <Tabs
        value={tab}
        onChange={(_, value: 'edit' | 'preview') => setTab(value)}
        aria-label={t('sections.textTabs')}
      >
        <Tab
          value="edit"
          label={t('sections.edit')}
          id="section-tab-edit"
          aria-controls="section-text-panel"
        />
        <Tab
          value="preview"
          label={t('sections.preview')}
          id="section-tab-preview"
          aria-controls="section-text-panel"
        />
      </Tabs>
      <Box role="tabpanel" id="section-text-panel" aria-labelledby={`section-tab-${tab}`}>
        {tab === 'edit' ? (
          <TextField
            label={t('sections.text')}
            value={draft.text}
            onChange={(event) => setDraft({ ...draft, text: event.target.value })}
            multiline
            minRows={6}
            fullWidth
            error={problems.text !== null}
            helperText={problems.text ?? t('sections.textHelp')}
          />
        ) : (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
            <Typography variant="h3" sx={{ fontSize: '1.3rem', mb: 1 }}>
              {draft.title}
            </Typography>
            {splitParagraphs(draft.text).map((paragraph, index) => (
              <Typography key={index} sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        )}
      </Box>
      {section.kind === 'principal' && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <TextField
            label={t('sections.image')}
            value={draft.image}
            onChange={(event) => setDraft({ ...draft, image: event.target.value })}
            error={problems.image !== null}
            helperText={problems.image ?? ' '}
          />
          {problems.image === null && draft.image && (
            <Box
              component="img"
              src={draft.image}
              alt={t('sections.imagePreview')}
              sx={{ maxWidth: 240, borderRadius: 1 }}
            />
          )}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={blocked !== null}>
          {t('sections.save')}
        </Button>
        <Button onClick={onCancel}>{t('sections.cancel')}</Button>
        {blocked && <Typography sx={{ color: 'text.secondary' }}>{blocked}</Typography>}
      </Box>
    </Box>
  );
}
