import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { SortableItem, SortableList, type SortableBinding } from '@client/components/sortable/sortable-list';
import { cn } from '@client/lib/class-names';

interface Row {
  id: string;
  name: string;
}

function SortableRow({
  row,
  drag,
  children,
}: {
  row: Row;
  drag: SortableBinding | undefined;
  children: ReactNode;
}) {
  return (
    <li
      ref={drag?.setNodeRef}
      style={drag?.style}
      className={cn(
        'flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3',
        drag?.isDragging && 'z-10 shadow-lg',
      )}
      data-testid={`row-${row.id}`}
    >
      <button
        type="button"
        ref={drag?.setActivatorNodeRef}
        disabled={!drag}
        className="flex h-10 w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded text-slate-500 hover:bg-slate-100"
        aria-label={`Move ${row.name}`}
        {...drag?.attributes}
        {...drag?.listeners}
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
  return (
    <SortableList
      ids={rows.map((r) => r.id)}
      nameOf={(id) => rows.find((r) => r.id === id)?.name ?? `The ${noun}`}
      noun={noun}
      onReorder={onReorder}
    >
      <ul className="space-y-2" aria-label={label}>
        {rows.map((row) => (
          <SortableItem key={row.id} id={row.id}>
            {(drag) => (
              <SortableRow row={row} drag={drag}>
                {renderRow(row)}
              </SortableRow>
            )}
          </SortableItem>
        ))}
      </ul>
    </SortableList>
  );
}
