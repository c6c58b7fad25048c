import type { useSortable } from '@dnd-kit/sortable';
import IconButton from '@mui/material/IconButton';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';

/** Move up and Move down, so every reorder can be made without dragging. */
export function MoveButtons({
  labels: [up, down],
  first,
  last,
  onMove,
  size,
}: {
  labels: readonly [up: string, down: string];
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  size?: 'small';
}) {
  return (
    <>
      <IconButton size={size} aria-label={up} disabled={first} onClick={() => onMove(-1)}>
        <ArrowUpwardIcon fontSize={size} />
      </IconButton>
      <IconButton size={size} aria-label={down} disabled={last} onClick={() => onMove(1)}>
        <ArrowDownwardIcon fontSize={size} />
      </IconButton>
    </>
  );
}

export function DeleteButton({
  label,
  onClick,
  disabled,
  size,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  size?: 'small';
}) {
  return (
    <IconButton size={size} aria-label={label} disabled={disabled} onClick={onClick}>
      <DeleteIcon fontSize={size} />
    </IconButton>
  );
}

/** The handle a sortable item is dragged by: mouse, touch, or Space and the arrow keys. */
export function DragHandle({
  sortable: { attributes, listeners, setActivatorNodeRef },
  label,
  size,
}: {
  sortable: ReturnType<typeof useSortable>;
  label: string;
  size?: 'small';
}) {
  return (
    <IconButton
      ref={setActivatorNodeRef}
      size={size}
      {...attributes}
      {...listeners}
      aria-label={label}
      sx={{ cursor: 'grab', touchAction: 'none' }}
    >
      <DragIndicatorIcon fontSize={size} />
    </IconButton>
  );
}
