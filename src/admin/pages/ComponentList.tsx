import { useState } from 'react';
import type { DragEndEvent } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useAdminText } from '../text';
import { useBlockLabel, useBlockPalette } from './block-palette';
import { componentName, type PageComponent } from './page-edits';
import { DeleteButton, DragHandle, MoveButtons } from '../shared/ItemButtons';
import { SortableArea, SortableRows, useSortableRow } from '../shared/SortableArea';

interface ComponentListProps {
  components: readonly PageComponent[];
  selected: string | null;
  onSelect: (componentId: string) => void;
  onAdd: (type: string) => void;
  onMove: (from: number, to: number) => void;
  onEdit: (componentId: string) => void;
  onDelete: (componentId: string) => void;
}

/** The page's components, numbered from 1: reordered by dragging or the move buttons, selected to preview. */
export function ComponentList(props: ComponentListProps) {
  const { components, onAdd, onMove } = props;
  const t = useAdminText();
  const palette = useBlockPalette();
  const [type, setType] = useState(palette[0]?.type ?? '');
  const nameOf = (id: unknown) => {
    const component = components.find((candidate) => candidate.id === id);
    return component ? componentName(component, t.language) : String(id);
  };
  const positionOf = (id: unknown) => components.findIndex((candidate) => candidate.id === id) + 1;
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };

  return (
    <Paper component="section" aria-labelledby="components-heading" sx={{ p: 2 }}>
      <Typography id="components-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('components.heading')}
      </Typography>
      {components.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('components.empty')}</Typography>
      )}
      <SortableArea
        nameOf={nameOf}
        positionOf={positionOf}
        instructions={t('dnd.instructions')}
        onDrop={dropped}
      >
        <SortableRows items={components.map((component) => component.id)}>
          <Box component="ol" aria-labelledby="components-heading" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {components.map((component, index) => (
              <ComponentRow key={component.id} component={component} index={index} list={props} />
            ))}
          </Box>
        </SortableRows>
      </SortableArea>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          onAdd(type);
        }}
        sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <NativeSelect
          value={type}
          onChange={(event) => setType(event.target.value)}
          inputProps={{ 'aria-label': t('components.addType') }}
          sx={{ minWidth: 180 }}
        >
          {palette.map((entry) => (
            <option key={entry.type} value={entry.type}>
              {entry.label}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" variant="outlined" startIcon={<AddIcon />}>
          {t('components.add')}
        </Button>
      </Box>
    </Paper>
  );
}

function ComponentRow({
  component,
  index,
  list: { components, selected, onSelect, onMove, onEdit, onDelete },
}: {
  component: PageComponent;
  index: number;
  list: ComponentListProps;
}) {
  const t = useAdminText();
  const blockLabel = useBlockLabel();
  const { sortable, setRowNode, rowStyle } = useSortableRow(component.id);
  const name = componentName(component, t.language);
  const isSelected = component.id === selected;
  return (
    <Box
      component="li"
      ref={setRowNode}
      data-component-id={component.id}
      aria-current={isSelected ? 'true' : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        mb: 0.5,
        border: 1,
        borderColor: isSelected ? 'primary.main' : 'divider',
        bgcolor: isSelected ? 'action.selected' : 'background.paper',
        borderRadius: 1,
        ...rowStyle,
      }}
    >
      <DragHandle sortable={sortable} label={t('components.drag', { name })} size="small" />
      <Box
        component="button"
        type="button"
        onClick={() => onSelect(component.id)}
        aria-pressed={isSelected}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          textAlign: 'left',
          border: 0,
          background: 'none',
          font: 'inherit',
          color: 'inherit',
          cursor: 'pointer',
          py: 0.5,
        }}
      >
        <Typography component="span" sx={{ fontWeight: 600, mr: 1 }}>
          {index + 1}.
        </Typography>
        <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography component="span" sx={{ display: 'block', fontSize: '0.8rem', color: 'text.secondary' }}>
          {blockLabel(component.type)}
        </Typography>
      </Box>
      <MoveButtons
        labels={[t('components.moveUp', { name }), t('components.moveDown', { name })]}
        first={index === 0}
        last={index === components.length - 1}
        onMove={(step) => onMove(index, index + step)}
        size="small"
      />
      <IconButton
        size="small"
        aria-label={t('components.editNamed', { name })}
        onClick={() => onEdit(component.id)}
      >
        <EditIcon fontSize="small" />
      </IconButton>
      <DeleteButton
        size="small"
        label={t('components.deleteNamed', { name })}
        onClick={() => onDelete(component.id)}
      />
    </Box>
  );
}
