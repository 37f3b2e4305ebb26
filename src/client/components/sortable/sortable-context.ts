import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { createContext, type ComponentType, type CSSProperties, type ReactNode } from 'react';

/** What an item spreads on itself and its handle to be dragged (absent until dnd-kit has loaded). */
export interface SortableBinding {
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  isDragging: boolean;
  style: CSSProperties;
}

export interface SortableItemProps {
  id: string;
  children: (drag: SortableBinding | undefined) => ReactNode;
}

export interface SortableListProps {
  /** The items' ids in their current order. */
  ids: string[];
  /** An item's name, for what a screen reader hears while it moves. */
  nameOf: (id: string) => string;
  /** What an item is called in the instructions ("habit"). */
  noun: string;
  /** Gets the new order of ids after a drop that moved an item. */
  onReorder: (ids: string[]) => void;
  /** The list, its items rendered with SortableItem. */
  children: ReactNode;
}

/** Set by the loaded list: the item that binds itself to dnd-kit. Null while the list is static. */
export const SortableItemContext = createContext<ComponentType<SortableItemProps> | null>(null);
