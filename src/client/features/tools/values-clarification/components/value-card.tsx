import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { cn } from '@client/lib/class-names';
import type { Pile } from '../card-sort-reducer';
import { meaningOf } from '../values-list';
import { moveButtonId, moveLabels } from './pile-labels';

interface ValueCardProps {
  value: string;
  pile: Pile;
  onMove: (value: string, to: Exclude<Pile, 'unsorted'>) => void;
}

const targets = ['very', 'somewhat', 'not'] as const;

/** The look of a value card, shared by the list and the drag overlay. */
export function ValueCardFace({ value }: { value: string }) {
  return (
    <span className="min-w-0">
      <span className="block font-semibold text-slate-900">{value}</span>
      <span className="block text-sm text-slate-700">{meaningOf(value)}</span>
    </span>
  );
}

/** A value card: a drag handle, its meaning, and buttons to move it without dragging. */
export function ValueCard({ value, pile, onMove }: ValueCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: value,
      data: { pile },
    });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('rounded-xl border border-slate-200 bg-white p-3 shadow-sm', isDragging && 'opacity-40')}
      data-value-card={value}
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${value}`}
          className="-ml-1 flex h-8 w-8 shrink-0 cursor-grab touch-manipulation items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700 active:cursor-grabbing"
        >
          <GripVertical aria-hidden="true" className="h-5 w-5" />
        </button>
        <ValueCardFace value={value} />
      </div>
      <div className="mt-2 flex flex-wrap gap-1.5" role="group" aria-label={`Move ${value}`}>
        {targets.map((target) => {
          const current = pile === target;
          return (
            <button
              key={target}
              id={moveButtonId(value, target)}
              type="button"
              aria-pressed={current}
              onClick={() => onMove(value, target)}
              className={cn(
                'h-8 cursor-pointer rounded-md px-2.5 text-xs font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700',
                current
                  ? 'bg-teal-700 text-white ring-teal-700'
                  : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
              )}
            >
              <span className="sr-only">{value}: </span>
              {moveLabels[target]}
              <span className="sr-only"> important</span>
            </button>
          );
        })}
      </div>
    </li>
  );
}
