import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { MenuItem as MenuEntry, Navigation } from '../../content/types.generated';
import { useAdminModel, useStoredDocument } from '../model/AdminModel';
import { useLinkTargetCheck } from '../shared/useLinkTargetCheck';
import { useAdminText } from '../text';
import { MenuEditor, menuItemName } from './menu-edits';

const TOP_LEVEL = '';

/** The site's main menu (content/navigation.json) as a tree: add, expand and collapse, reorder, delete. */
export function MenuManagementScreen() {
  const t = useAdminText();
  const { history, store } = useAdminModel();
  const navigation = useStoredDocument<Navigation>('navigation');
  const editor = useMemo(
    () => new MenuEditor(history, t, () => store.peek('navigation') as Navigation),
    [history, store, t],
  );
  // Which entries are open is the screen's own state, never an edit.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [saved, setSaved] = useState<string | null>(null);
  const items = navigation?.items ?? [];
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const entryCount = items.reduce((sum, item) => sum + 1 + (item.children?.length ?? 0), 0);

  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('screen.menu')}
      </Typography>
      <AddMenuItemForm
        parents={items}
        onAdd={(text, url, parent) => {
          editor.add(text, url, parent);
          if (parent) setExpanded((open) => new Set(open).add(parent));
          setSaved(null);
        }}
      />
      <Paper sx={{ mt: 3, p: 2 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap',
            mb: 2,
          }}
        >
          <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
            {t('menu.structure')}
          </Typography>
          <Button variant="contained" onClick={() => setSaved(t('menu.saved', { count: entryCount }))}>
            {t('menu.save')}
          </Button>
        </Box>
        {saved && (
          <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSaved(null)}>
            {saved}
          </Alert>
        )}
        {items.length === 0 ? (
          <Typography>{t('menu.empty')}</Typography>
        ) : (
          <MenuList
            label={t('menu.structure')}
            items={items}
            parentId={null}
            editor={editor}
            expanded={expanded}
            onToggle={toggle}
          />
        )}
      </Paper>
    </Box>
  );
}

function MenuList({
  label,
  items,
  parentId,
  editor,
  expanded,
  onToggle,
}: {
  label: string;
  items: MenuEntry[];
  parentId: string | null;
  editor: MenuEditor;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  const t = useAdminText();
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, pl: parentId ? { xs: 2, sm: 5 } : 0 }}
    >
      {items.map((item, position) => {
        const name = menuItemName(item);
        const open = expanded.has(item.id);
        const children = item.children ?? [];
        return (
          <li key={item.id}>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
                flexWrap: 'wrap',
              }}
            >
              {parentId === null && children.length > 0 ? (
                <IconButton
                  aria-expanded={open}
                  aria-label={t(open ? 'menu.collapseNamed' : 'menu.expandNamed', { name })}
                  onClick={() => onToggle(item.id)}
                >
                  {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </IconButton>
              ) : (
                <Box sx={{ width: 40 }} />
              )}
              <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                <Typography component="span" sx={{ fontWeight: parentId ? 400 : 700 }}>
                  {name}
                </Typography>{' '}
                <Typography component="span" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
                  {item.url ?? ''}
                </Typography>
                {children.length > 0 && (
                  <Typography component="span" sx={{ color: 'text.secondary' }}>
                    {' '}
                    · {t('menu.childCount', { count: children.length })}
                  </Typography>
                )}
              </Box>
              <IconButton
                aria-label={t('menu.moveUpNamed', { name })}
                disabled={position === 0}
                onClick={() => editor.move(item.id, parentId, -1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={t('menu.moveDownNamed', { name })}
                disabled={position === items.length - 1}
                onClick={() => editor.move(item.id, parentId, 1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton
                aria-label={t('menu.deleteNamed', { name })}
                onClick={() => editor.remove(item.id, parentId)}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
            {open && children.length > 0 && (
              <MenuList
                label={t('menu.childrenOf', { name })}
                items={children}
                parentId={item.id}
                editor={editor}
                expanded={expanded}
                onToggle={onToggle}
              />
            )}
          </li>
        );
      })}
    </Box>
  );
}

function AddMenuItemForm({
  parents,
  onAdd,
}: {
  parents: MenuEntry[];
  onAdd: (text: string, url: string, parent: string | null) => void;
}) {
  const t = useAdminText();
  const checkLink = useLinkTargetCheck();
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const [parent, setParent] = useState(TOP_LEVEL);
  const [linkTouched, setLinkTouched] = useState(false);
  const linkProblem = url.trim() === '' ? null : checkLink(url);
  const blocked = text.trim() === '' || url.trim() === '' ? t('menu.needTextAndLink') : linkProblem;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    onAdd(text.trim(), url.trim(), parent === TOP_LEVEL ? null : parent);
    setText('');
    setUrl('');
    setLinkTouched(false);
  };
  return (
    <Paper component="form" noValidate onSubmit={submit} aria-labelledby="add-menu-heading" sx={{ p: 2 }}>
      <Typography id="add-menu-heading" variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {t('menu.addHeading')}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <TextField
          label={t('menu.text')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          required
        />
        <TextField
          label={t('menu.link')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onBlur={() => setLinkTouched(true)}
          required
          error={linkTouched && linkProblem !== null}
          helperText={(linkTouched && linkProblem) || t('menu.linkHelp')}
        />
        <TextField
          select
          label={t('menu.parent')}
          value={parent}
          onChange={(event) => setParent(event.target.value)}
        >
          <MenuItem value={TOP_LEVEL}>{t('menu.topLevel')}</MenuItem>
          {parents.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {menuItemName(item)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={blocked !== null}
          aria-describedby="add-menu-reason"
        >
          {t('menu.add')}
        </Button>
        <Typography id="add-menu-reason" sx={{ color: 'text.secondary' }}>
          {blocked ?? ''}
        </Typography>
      </Box>
    </Paper>
  );
}
