import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { ScreenPage } from '../layout/ScreenPage';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { Sidebars, SidebarSection, SidebarWidget } from '../../content/types.generated';
import { labelledFields } from '../forms/PartFields';
import { useStoredDocument } from '../model/AdminModel';
import { ItemRows } from '../shared/ItemRows';
import { LinkRows } from '../shared/LinkRows';
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
import { ScreenPanel } from '../shared/ScreenTabs';

/** What a card says of a widget whose content comes from elsewhere. */
const WIDGET_NOTES: Partial<Record<SidebarWidget['type'], AdminTextKey>> = {
  apply: 'sidebars.applyFromSettings',
  language: 'sidebars.languageWidget',
  registration: 'sidebars.numberFromSettings',
};

const KINDS = Object.keys(WIDGET_FORMS) as SidebarWidget['type'][];

/**
 * The left and right sidebars (content/sidebars.json). Each widget is a card: its own texts in a form
 * over its definition, the buttons that move it, and for a section its links and Delete.
 */
export default function SidebarManagementScreen() {
  const t = useAdminText();
  const sidebars = useStoredDocument<Sidebars>('sidebars');
  const [side, setSide] = useState<Side>('left');
  const kinds = useMemo(
    () =>
      new Map(
        KINDS.map((kind) => {
          const { definition, labels } = WIDGET_FORMS[kind];
          const place = columnPlace(side, definition, t);
          return [kind, { place, fields: labelledFields(labels, t) }];
        }),
      ),
    [side, t],
  );
  const description = useMemo(() => ({ place: kinds.get('section')!.place, rowFields: [] }), [kinds]);
  const editor = useListEditor(description.place);

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
    <ScreenPage title={t('screen.sidebars')}>
      <ScreenPanel
        tabs={{
          idPrefix: 'sidebar',
          label: t('sidebars.columns'),
          choices: SIDES.map((value) => ({ value, label: t(`sidebars.side.${value}`) })),
          value: side,
          onChange: setSide,
        }}
      >
        <Box>
          <Button variant="contained" startIcon={<AddIcon />} onClick={addSection}>
            {t('sidebars.addSection')}
          </Button>
        </Box>
        <ItemRows
          description={description}
          items={sidebars?.[side] ?? []}
          label={t(`sidebars.side.${side}`)}
          cards
          ordered
          move={(name) => [t('sidebars.moveUpNamed', { name }), t('sidebars.moveDownNamed', { name })]}
          remove={(name, widget) => (isSection(widget) ? t('sidebars.deleteNamed', { name }) : undefined)}
          row={(widget, position) => {
            const { place, fields } = kinds.get(widget.type)!;
            const name = widgetName(widget, t);
            const note = WIDGET_NOTES[widget.type];
            return {
              place,
              fields,
              label: name,
              heading:
                fields.length === 0 ? (
                  <Typography sx={{ fontWeight: 700, pt: 1 }}>{name}</Typography>
                ) : undefined,
              children: (
                <>
                  {note && <Typography sx={{ color: 'text.secondary' }}>{t(note)}</Typography>}
                  {isSection(widget) && <SectionLinks side={side} section={widget} position={position} />}
                </>
              ),
            };
          }}
        />
      </ScreenPanel>
    </ScreenPage>
  );
}

/** A section's links, and where they come from when the site adds them from the link catalogue. */
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
  const placeOf = useMemo(() => sectionLinksPlace(side), [side]);
  return (
    <>
      {section.managedCategory && (
        <Typography sx={{ color: 'text.secondary' }}>
          {t(`sidebars.managed.${section.managedCategory}`)}
        </Typography>
      )}
      <LinkRows
        screen="sidebars"
        section={section}
        position={position}
        sectionName={widgetName(section, t)}
        placeOf={placeOf}
      />
    </>
  );
}
