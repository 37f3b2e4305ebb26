import { GripVertical } from 'lucide-react';
import { useContext } from 'react';
import { cn } from '@client/lib/class-names';
import { meaningOf } from '../values-list';
import { DeckDragContext, type CardDrag } from './deck-drag-context';

/** The face of a value card: its name and what it means. */
export function ValueCardFace({ value }: { value: string }) {
  return (
    <span className="min-w-0">
      <span className="block text-xl font-semibold text-slate-900">{value}</span>
      <span className="mt-1 block text-sm text-slate-700 sm:text-base">{meaningOf(value)}</span>
    </span>
  );
}

/**
 * The card on top of the deck: the whole card is the drag handle (mouse, touch or keyboard) once dragging is on.
 * A finger swiping over it scrolls the page (touch-action: manipulation); held a moment, it picks the card up.
 */
export function DeckCard({ value }: { value: string }) {
  const slots = useContext(DeckDragContext);
  const card = (drag: CardDrag | undefined) => (
    <div
      ref={drag?.setNodeRef}
      {...drag?.attributes}
      {...drag?.listeners}
      // A control inside a deck (a drag handle, or asking for dnd-kit), a plain card anywhere else.
      {...(drag ? { 'aria-label': `Drag ${value}`, 'aria-roledescription': 'value card' } : {})}
      data-value-card={value}
      style={drag?.style}
      className={cn(
        'flex min-h-24 cursor-grab touch-manipulation items-start select-none [-webkit-touch-callout:none] gap-3 rounded-2xl border-2 border-teal-700 bg-white p-4 shadow-md sm:min-h-32 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 active:cursor-grabbing',
        drag?.isDragging && 'opacity-40',
      )}
    >
      <GripVertical aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-slate-600" />
      <ValueCardFace value={value} />
    </div>
  );
  return slots ? <slots.Card value={value}>{card}</slots.Card> : card(undefined);
}
