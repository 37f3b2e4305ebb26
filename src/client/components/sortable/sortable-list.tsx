import { useContext } from 'react';
import { Spinner } from '@client/components/ui/spinner';
import { progressive } from '@client/lib/progressive';
import { SortableItemContext, type SortableItemProps, type SortableListProps } from './sortable-context';

export type { SortableBinding } from './sortable-context';

/**
 * A vertical list its member reorders by dragging handles. dnd-kit (about 16 KiB) is not part of the page's first
 * load: a page starts loading it as it opens, beside its data, and the list shows when both are there. Until
 * then a spinner holds its place (the list is not shown and then rebuilt, which would drop the member's focus);
 * if dnd-kit cannot load, the list shows without dragging.
 */
export const SortableList = progressive<SortableListProps>(
  async () => (await import('./dnd-sortable-list')).DndSortableList,
  ({ children }) => children,
  () => <Spinner label="Loading the list" />,
);

/** Starts loading dnd-kit; a page calls it on mount, beside its data request. */
export const preloadSortableList = SortableList.preload;

/** One item of a SortableList: `children` gets the drag binding, or undefined while dragging is not on yet. */
export function SortableItem({ id, children }: SortableItemProps) {
  const Bound = useContext(SortableItemContext);
  return Bound ? <Bound id={id}>{children}</Bound> : children(undefined);
}
