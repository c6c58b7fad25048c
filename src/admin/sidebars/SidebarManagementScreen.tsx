import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { Sidebars, SidebarSection, SidebarWidget } from '../../content/types.generated';
import { labelledFields } from '../forms/PartFields';
import { useStoredDocument } from '../model/AdminModel';
import { ItemRow, LinkRows, ONE_COLUMN } from '../shared/LinkRows';
import type { ListEditor } from '../shared/list-edits';
import { useListEditor } from '../shared/useListEditor';
import { useAdminText, type AdminTextKey } from '../text';
import {
  columnPlace,
  isSection,
  sectionLinksPlace,
  SIDES,
  WIDGET_FORMS,
  widgetName,
  type Side,
} from './sidebar-places';
import { CardList } from '../shared/CardList';
import { MoveButtons } from '../shared/ReorderButtons';
import { ScreenTabs, tabPanelOf } from '../shared/ScreenTabs';

/** What a card says of a widget whose content comes from elsewhere. */
const WIDGET_NOTES: Partial<Record<SidebarWidget['type'], AdminTextKey>> = {
  apply: 'sidebars.fixedWidget',
  language: 'sidebars.fixedWidget',
  registration: 'sidebars.numberFromSettings',
};

/** The left and right sidebars (content/sidebars.json): sections with an icon and links, in order. */
export default function SidebarManagementScreen() {
  const t = useAdminText();
  const sidebars = useStoredDocument<Sidebars>('sidebars');
  const [side, setSide] = useState<Side>('left');
  const place = useMemo(() => columnPlace(side, 'linksSection', t), [side, t]);
  const editor = useListEditor(place);
  const widgets = sidebars?.[side] ?? [];

  // The spec's new section: 'New Section', icon Link, no links, last in its column.
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
        <ScreenTabs
          idPrefix="sidebar"
          label={t('sidebars.columns')}
          choices={SIDES.map((value) => ({ value, label: t(`sidebars.side.${value}`) }))}
          value={side}
          onChange={setSide}
        />
        <Box {...tabPanelOf('sidebar', side)} sx={{ p: { xs: 1, sm: 2 } }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={addSection} sx={{ mb: 2 }}>
            {t('sidebars.addSection')}
          </Button>
          <CardList label={t(`sidebars.side.${side}`)} ordered>
            {widgets.map((widget, position) => (
              <WidgetCard
                key={widget.id}
                side={side}
                widget={widget}
                position={position}
                last={position === widgets.length - 1}
                editor={editor}
              />
            ))}
          </CardList>
        </Box>
      </Paper>
    </Box>
  );
}

/**
 * One widget as a card: its own texts in a form over its definition (a section's title and icon, the
 * registration number's label, the visitors panel's title), the buttons that move it, and for a
 * section its links and Delete.
 */
function WidgetCard({
  side,
  widget,
  position,
  last,
  editor,
}: {
  side: Side;
  widget: SidebarWidget;
  position: number;
  last: boolean;
  editor: ListEditor<SidebarWidget>;
}) {
  const t = useAdminText();
  const name = widgetName(widget, t);
  const { definition, labels } = WIDGET_FORMS[widget.type];
  const place = useMemo(() => columnPlace(side, definition, t), [side, definition, t]);
  const fields = useMemo(() => labelledFields(labels, t), [labels, t]);
  const note = WIDGET_NOTES[widget.type];
  const moves = (
    <MoveButtons
      labels={[t('sidebars.moveUpNamed', { name }), t('sidebars.moveDownNamed', { name })]}
      first={position === 0}
      last={last}
      onMove={(step) => editor.move(widget.id, step)}
    />
  );
  return (
    <ItemRow
      place={place}
      item={widget}
      fields={fields}
      label={name}
      actions={moves}
      deleteLabel={isSection(widget) ? t('sidebars.deleteNamed', { name }) : undefined}
      card
      columns={fields.length === 1 ? ONE_COLUMN : undefined}
      heading={
        fields.length === 0 ? <Typography sx={{ fontWeight: 700, pt: 1 }}>{name}</Typography> : undefined
      }
    >
      {note && <Typography sx={{ color: 'text.secondary' }}>{t(note)}</Typography>}
      {isSection(widget) && <SectionLinks side={side} section={widget} position={position} />}
    </ItemRow>
  );
}

function SectionLinks({
  side,
  section,
  position,
}: {
  side: Side;
  section: SidebarSection;
  position: number;
}) {
  const t = useAdminText();
  const place = useMemo(
    () => sectionLinksPlace(side, section.id, position, t),
    [side, section.id, position, t],
  );
  const name = widgetName(section, t);
  return (
    <>
      {section.managedCategory && (
        <Typography sx={{ color: 'text.secondary' }}>
          {t(`sidebars.managed.${section.managedCategory}`)}
        </Typography>
      )}
      <LinkRows
        screen="sidebars"
        place={place}
        sectionId={section.id}
        links={section.links}
        sectionName={name}
      />
    </>
  );
}
