import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { createContext, type ComponentType, type CSSProperties, type ReactNode } from 'react';

/**
 * What an item spreads on itself and its handle to be dragged. Until dnd-kit has loaded, the handle's
 * attributes and listeners only ask for it (see SortableList).
 */
export interface SortableBinding {
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  attributes: Partial<DraggableAttributes> & { 'data-focus-key': string };
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

/** Set by the list: the item that binds itself to dnd-kit, or the one that asks for it while it is not loaded. */
export const SortableItemContext = createContext<ComponentType<SortableItemProps> | null>(null);
