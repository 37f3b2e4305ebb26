import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { sortableListAccessibility } from '@client/lib/sortable-list-accessibility';
import { useDragSensors } from '@client/lib/use-drag-sensors';
import { SortableItemContext, type SortableItemProps, type SortableListProps } from './sortable-context';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function DndSortableItem({ id, children }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, transition: prefersReducedMotion() ? null : undefined });
  return children({
    attributes: { ...attributes, 'data-focus-key': id },
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    isDragging,
    style: { transform: CSS.Translate.toString(transform), transition },
  });
}

/** The vertical list with dnd-kit: handles dragged with a mouse, a finger or the keyboard. */
export function DndSortableList({ ids, nameOf, noun, onReorder, children }: SortableListProps) {
  const sensors = useDragSensors();
  const name = (id: UniqueIdentifier) => nameOf(String(id));
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={sortableListAccessibility(ids, name, noun)}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <SortableItemContext.Provider value={DndSortableItem}>{children}</SortableItemContext.Provider>
      </SortableContext>
    </DndContext>
  );
}
