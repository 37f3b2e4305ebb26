import {
  DndContext,
  DragOverlay,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import { getEventCoordinates } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useState } from 'react';
import { useDragSensors } from '@client/lib/use-drag-sensors';
import {
  DeckDragContext,
  type CardSlotProps,
  type DeckDragProps,
  type PileSlotProps,
} from './deck-drag-context';
import { pileDropId, pileTitles, targetPiles } from './pile-labels';

/** The pointer's pile first; a keyboard drag (no pointer) falls back to the overlapping pile. */
const pileUnderPointer: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/** Room between the finger (or the mouse) and the bottom of the card it carries: clear of a fingertip. */
const ABOVE_POINTER = 28;

/**
 * The carried card rides above the pointer, centred on it, as card-sort apps do: the pile under the finger
 * stays in sight (and lights up). The overlay's box keeps the size of the deck's card, with the small card at
 * its bottom centre, so its bottom centre goes just above the pointer. A keyboard drag (no pointer) moves it as
 * it is.
 */
const carryAbovePointer: Modifier = ({ activatorEvent, draggingNodeRect, transform }) => {
  const pointer = activatorEvent ? getEventCoordinates(activatorEvent) : null;
  if (!pointer || !draggingNodeRect) return transform;
  return {
    ...transform,
    x: transform.x + pointer.x - draggingNodeRect.left - draggingNodeRect.width / 2,
    y: transform.y + pointer.y - draggingNodeRect.top - draggingNodeRect.height - ABOVE_POINTER,
  };
};

const pileOf = (id: unknown) => targetPiles.find((p) => pileDropId(p) === id);

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${String(active.id)}.`,
  onDragOver: ({ active, over }) => {
    const pile = pileOf(over?.id);
    return pile
      ? `${String(active.id)} is over ${pileTitles[pile]}.`
      : `${String(active.id)} is not over a pile.`;
  },
  onDragEnd: ({ active, over }) => {
    const pile = pileOf(over?.id);
    return pile
      ? `${String(active.id)} was put in ${pileTitles[pile]}.`
      : `${String(active.id)} was put back.`;
  },
  onDragCancel: ({ active }) => `Moving ${String(active.id)} was cancelled. It is back on the deck.`,
};

/** The deck's card stays where it is, faded, while the overlay carries a small copy of it. */
function DraggableCard({ value, children }: CardSlotProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: value });
  return children({
    setNodeRef,
    attributes: { ...attributes, 'data-focus-key': value },
    listeners,
    isDragging,
    style: {},
  });
}

function DroppablePile({ pile, children }: PileSlotProps) {
  const { setNodeRef, isOver } = useDroppable({ id: pileDropId(pile) });
  return children({ setNodeRef, isOver });
}

const slots = { Card: DraggableCard, Pile: DroppablePile };

/** Dragging for the deck, with dnd-kit: the top card onto a pile with a mouse, a finger or the keyboard. */
export function DeckDrag({ top, onDrop, children }: DeckDragProps) {
  const [dragging, setDragging] = useState(false);
  const sensors = useDragSensors({ mouseDistance: 5 });
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    const pile = pileOf(over?.id);
    if (pile) onDrop(String(active.id), pile);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pileUnderPointer}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Press 1, 2 or 3 to put this value in Very, Somewhat or Not important. Or press space to pick it up, the arrow keys to move it to a pile and space again to drop it.',
        },
      }}
      onDragStart={() => setDragging(true)}
      onDragCancel={() => setDragging(false)}
      onDragEnd={handleDragEnd}
    >
      <DeckDragContext.Provider value={slots}>{children}</DeckDragContext.Provider>
      <DragOverlay modifiers={[carryAbovePointer]} className="pointer-events-none">
        {dragging && top ? (
          <div className="flex h-full w-full items-end justify-center">
            <div
              data-testid="carried-card"
              className="flex max-w-full items-center gap-2 rounded-full border-2 border-teal-700 bg-white px-4 py-2 shadow-lg"
            >
              <GripVertical aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-600" />
              <span className="truncate font-semibold text-slate-900">{top}</span>
            </div>
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
