import { useContext, useMemo } from 'react';
import { intentListeners, onDemand, type IntentProps } from '@client/lib/progressive';
import { SortableItemContext, type SortableItemProps, type SortableListProps } from './sortable-context';

export type { SortableBinding } from './sortable-context';

const noRef = () => undefined;

/** The list before dnd-kit: items as they are, their handles asking for dnd-kit when reached for. */
function ListAwaitingDrag({ children, onIntent }: SortableListProps & IntentProps) {
  const Item = useMemo(() => {
    const listeners = intentListeners(onIntent);
    return function ItemAwaitingDrag({ id, children: render }: SortableItemProps) {
      return render({
        setNodeRef: noRef,
        setActivatorNodeRef: noRef,
        attributes: { 'data-focus-key': id },
        listeners,
        isDragging: false,
        style: {},
      });
    };
  }, [onIntent]);
  return <SortableItemContext.Provider value={Item}>{children}</SortableItemContext.Provider>;
}

/**
 * A vertical list its member reorders by dragging handles. dnd-kit (about 16 KiB gzipped) is not part of the page:
 * it loads when the member points at, touches or focuses a handle, and the list is then bound to it (the handle
 * keeps the focus). A touch on a handle before it has loaded starts no drag: the next one does. If dnd-kit cannot
 * load, the list stays without dragging.
 */
export const SortableList = onDemand<SortableListProps>(
  async () => (await import('./dnd-sortable-list')).DndSortableList,
  ListAwaitingDrag,
);

/** One item of a SortableList: `children` gets the drag binding (undefined outside a list). */
export function SortableItem({ id, children }: SortableItemProps) {
  const Bound = useContext(SortableItemContext);
  return Bound ? <Bound id={id}>{children}</Bound> : children(undefined);
}
