import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useAdminText } from '../text';

/**
 * Where items are reordered by dragging, by pointer, touch or keyboard: a drag starts after 4 px, so
 * a tap on an item's buttons stays a tap, and every step is announced by the item's name and position.
 */
export function SortableArea({
  nameOf,
  positionOf,
  instructions,
  onDrop,
  children,
}: {
  nameOf: (id: UniqueIdentifier) => string;
  /** The position, counted from 1, an item holds or would take. */
  positionOf: (id: UniqueIdentifier) => number;
  instructions: string;
  onDrop: (event: DragEndEvent) => void;
  children: ReactNode;
}) {
  const t = useAdminText();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.pickedUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.over', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('dnd.dropped', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active.id) }),
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDrop}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      {children}
    </DndContext>
  );
}

/** The rows of one list in a SortableArea, by their ids in order; `id` tells lists of one area apart. */
export function SortableRows({ id, items, children }: { id?: string; items: string[]; children: ReactNode }) {
  return (
    <SortableContext id={id} items={items} strategy={verticalListSortingStrategy}>
      {children}
    </SortableContext>
  );
}

/**
 * A row of SortableRows: what its DragHandle binds, and the node setter and style that carry the row (above
 * the others) while it is dragged.
 */
export function useSortableRow(id: string) {
  const sortable = useSortable({ id });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const rowStyle = {
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
    transform: CSS.Translate.toString(transform),
    transition,
  } as const;
  return { sortable, setRowNode: setNodeRef, rowStyle };
}
