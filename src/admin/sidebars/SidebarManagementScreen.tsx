import { useMemo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { localize } from '../../content/localize';
import type {
  SidebarIcon,
  SidebarLink,
  Sidebars,
  SidebarSection,
  SidebarWidget,
} from '../../content/types.generated';
import { sidebarIcons } from '../../site/frame/sidebarIcons';
import { useStoredDocument } from '../model/AdminModel';
import { InlineTextField } from '../shared/InlineTextField';
import type { ListEditor } from '../shared/list-edits';
import { withEnglish } from '../shared/localized-edit';
import { useLinkTargetCheck } from '../shared/useLinkTargetCheck';
import { useListEditor } from '../shared/useListEditor';
import { useAdminText } from '../text';
import {
  columnPlace,
  isSection,
  SIDEBAR_ICONS,
  sectionFieldsPlace,
  sectionLinksPlace,
  SIDES,
  widgetName,
  type Side,
} from './sidebar-places';

/** The left and right sidebars (content/sidebars.json): sections with an icon and links, in order. */
export function SidebarManagementScreen() {
  const t = useAdminText();
  const sidebars = useStoredDocument<Sidebars>('sidebars');
  const [side, setSide] = useState<Side>('left');
  const place = useMemo(() => columnPlace(side, t), [side, t]);
  const editor = useListEditor(place);
  const widgets = sidebars?.[side] ?? [];

  const addSection = () =>
    editor.add({
      id: editor.newId(`${side}-section`, t('sidebars.newSection')),
      type: 'section',
      title: t('sidebars.newSection'),
      icon: 'Link',
      links: [],
    });

  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('screen.sidebars')}
      </Typography>
      <Paper>
        <Tabs value={side} onChange={(_, value: Side) => setSide(value)} aria-label={t('sidebars.columns')}>
          {SIDES.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`sidebars.side.${value}`)}
              id={`sidebar-tab-${value}`}
              aria-controls="sidebar-panel"
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id="sidebar-panel"
          aria-labelledby={`sidebar-tab-${side}`}
          sx={{ p: { xs: 1, sm: 2 } }}
        >
          <Button variant="contained" startIcon={<AddIcon />} onClick={addSection} sx={{ mb: 2 }}>
            {t('sidebars.addSection')}
          </Button>
          <Box
            component="ol"
            aria-label={t(`sidebars.side.${side}`)}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
          >
            {widgets.map((widget, position) => (
              <WidgetCard
                key={widget.id}
                side={side}
                widget={widget}
                first={position === 0}
                last={position === widgets.length - 1}
                editor={editor}
              />
            ))}
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}

function WidgetCard({
  side,
  widget,
  first,
  last,
  editor,
}: {
  side: Side;
  widget: SidebarWidget;
  first: boolean;
  last: boolean;
  editor: ListEditor<SidebarWidget>;
}) {
  const t = useAdminText();
  const name = widgetName(widget, t);
  return (
    <Box component="li" aria-label={name} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flex: '1 1 10rem' }}>{name}</Typography>
        <IconButton
          aria-label={t('sidebars.moveUpNamed', { name })}
          disabled={first}
          onClick={() => editor.move(widget.id, -1)}
        >
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton
          aria-label={t('sidebars.moveDownNamed', { name })}
          disabled={last}
          onClick={() => editor.move(widget.id, 1)}
        >
          <ArrowDownwardIcon />
        </IconButton>
        {isSection(widget) && (
          <IconButton
            aria-label={t('sidebars.deleteNamed', { name })}
            onClick={() => editor.remove(widget.id)}
          >
            <DeleteIcon />
          </IconButton>
        )}
      </Box>
      {isSection(widget) ? (
        <SectionEditor side={side} section={widget} />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{t('sidebars.fixedWidget')}</Typography>
      )}
    </Box>
  );
}

function SectionEditor({ side, section }: { side: Side; section: SidebarSection }) {
  const t = useAdminText();
  const sectionPlace = useMemo(() => sectionFieldsPlace(side, t), [side, t]);
  const editor = useListEditor(sectionPlace);
  const name = localize(section.title, 'en');
  const place = useMemo(() => sectionLinksPlace(side, section.id, t), [side, section.id, t]);
  const links = useListEditor(place);
  const checkLink = useLinkTargetCheck();
  const Icon = sidebarIcons[section.icon];
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 1 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <InlineTextField
          label={t('sidebars.sectionTitle')}
          value={name}
          onCommit={(value) => editor.update(section.id, 'title', withEnglish(section.title, value))}
          problem={(value) => (value.trim() === '' ? t('sidebars.titleRequired') : null)}
          size="small"
        />
        <TextField
          select
          size="small"
          label={t('sidebars.icon')}
          value={section.icon}
          onChange={(event) => editor.update(section.id, 'icon', event.target.value as SidebarIcon)}
          slotProps={{ input: { startAdornment: <Icon fontSize="small" sx={{ mr: 1 }} aria-hidden /> } }}
        >
          {SIDEBAR_ICONS.map((icon) => (
            <MenuItem key={icon} value={icon}>
              {icon}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {section.managedCategory && (
        <Typography sx={{ color: 'text.secondary' }}>
          {t(`sidebars.managed.${section.managedCategory}`)}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={t('sidebars.linksOf', { name })}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {section.links.map((link) => (
          <LinkRow key={link.id} link={link} editor={links} checkLink={checkLink} />
        ))}
      </Box>
      <AddLinkForm
        sectionName={name}
        onAdd={(text, url) => links.add({ id: links.newId('link', text), text, url })}
      />
    </Box>
  );
}

function LinkRow({
  link,
  editor,
  checkLink,
}: {
  link: SidebarLink;
  editor: ListEditor<SidebarLink>;
  checkLink: (url: string) => string | null;
}) {
  const t = useAdminText();
  const name = localize(link.text, 'en');
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
      }}
    >
      <InlineTextField
        label={t('sidebars.linkText')}
        value={name}
        onCommit={(value) => editor.update(link.id, 'text', withEnglish(link.text, value))}
        problem={(value) => (value.trim() === '' ? t('sidebars.textRequired') : null)}
        size="small"
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      />
      <InlineTextField
        label={t('sidebars.linkUrl')}
        value={link.url}
        onCommit={(value) => editor.update(link.id, 'url', value.trim())}
        problem={checkLink}
        size="small"
      />
      <IconButton aria-label={t('sidebars.deleteLinkNamed', { name })} onClick={() => editor.remove(link.id)}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}

function AddLinkForm({
  sectionName,
  onAdd,
}: {
  sectionName: string;
  onAdd: (text: string, url: string) => void;
}) {
  const t = useAdminText();
  const checkLink = useLinkTargetCheck();
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const urlProblem = url.trim() === '' ? null : checkLink(url);
  const blocked = text.trim() === '' || url.trim() === '' ? t('sidebars.needTextAndUrl') : urlProblem;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    onAdd(text.trim(), url.trim());
    setText('');
    setUrl('');
  };
  const formLabel = t('sidebars.addLinkTo', { name: sectionName });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={formLabel}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
        alignItems: 'start',
      }}
    >
      <TextField
        size="small"
        label={t('sidebars.newLinkText')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <TextField
        size="small"
        label={t('sidebars.newLinkUrl')}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={urlProblem !== null}
        helperText={
          urlProblem ?? (text.trim() === '' || url.trim() === '' ? t('sidebars.needTextAndUrl') : ' ')
        }
      />
      <Button
        type="submit"
        variant="outlined"
        startIcon={<AddIcon />}
        disabled={blocked !== null}
        title={blocked ?? undefined}
      >
        {t('sidebars.addLink')}
      </Button>
    </Box>
  );
}
