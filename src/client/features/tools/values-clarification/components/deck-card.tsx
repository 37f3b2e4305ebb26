import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { cn } from '@client/lib/class-names';
import { meaningOf } from '../values-list';

/** The look of a value card, shared by the deck and the drag overlay. */
export function ValueCardFace({ value }: { value: string }) {
  return (
    <span className="min-w-0">
      <span className="block text-xl font-semibold text-slate-900">{value}</span>
      <span className="mt-1 block text-slate-700">{meaningOf(value)}</span>
    </span>
  );
}

/** The card on top of the deck: the whole card is the drag handle (mouse, touch or keyboard). */
export function DeckCard({ value }: { value: string }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: value });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${value}`}
      aria-roledescription="value card"
      data-value-card={value}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={cn(
        'flex min-h-32 cursor-grab touch-none items-start gap-3 rounded-2xl border-2 border-teal-700 bg-white p-4 shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 active:cursor-grabbing',
        isDragging && 'opacity-40',
      )}
    >
      <GripVertical aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-slate-600" />
      <ValueCardFace value={value} />
    </div>
  );
}
