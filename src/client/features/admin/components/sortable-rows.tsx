import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { sortableListAccessibility } from '@client/lib/sortable-list-accessibility';
import { useDragSensors } from '@client/lib/use-drag-sensors';

interface Row {
  id: string;
  name: string;
}

function SortableRow({ row, children }: { row: Row; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 ${isDragging ? 'z-10 shadow-lg' : ''}`}
      data-testid={`row-${row.id}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="flex h-10 w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded text-slate-500 hover:bg-slate-100"
        aria-label={`Move ${row.name}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden="true" className="h-5 w-5" />
      </button>
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-2">{children}</div>
    </li>
  );
}

/** A list reordered by dragging handles (mouse, touch, keyboard); onReorder gets the new id order. */
export function SortableRows<T extends Row>({
  rows,
  noun,
  label,
  onReorder,
  renderRow,
}: {
  rows: T[];
  noun: string;
  label: string;
  onReorder: (ids: string[]) => void;
  renderRow: (row: T) => ReactNode;
}) {
  const sensors = useDragSensors();
  const ids = rows.map((r) => r.id);
  const nameOf = (id: UniqueIdentifier) => rows.find((r) => r.id === id)?.name ?? `The ${noun}`;
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
      accessibility={sortableListAccessibility(ids, nameOf, noun)}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="space-y-2" aria-label={label}>
          {rows.map((row) => (
            <SortableRow key={row.id} row={row}>
              {renderRow(row)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
