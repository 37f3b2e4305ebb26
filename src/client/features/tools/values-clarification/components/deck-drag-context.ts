import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { createContext, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import type { TargetPile } from './pile-labels';

/**
 * What the top card spreads on itself to be dragged. Until dnd-kit has loaded, its attributes and listeners
 * only ask for it (see ValuesDeck).
 */
export interface CardDrag {
  setNodeRef: (element: HTMLElement | null) => void;
  attributes: Partial<DraggableAttributes> & { 'data-focus-key': string };
  listeners: DraggableSyntheticListeners;
  isDragging: boolean;
  style: CSSProperties;
}

/** What a pile spreads on itself to take a dropped card. */
export interface PileDrop {
  setNodeRef: (element: HTMLElement | null) => void;
  isOver: boolean;
}

export interface CardSlotProps {
  value: string;
  children: (drag: CardDrag | undefined) => ReactNode;
}

export interface PileSlotProps {
  pile: TargetPile;
  children: (drop: PileDrop | undefined) => ReactNode;
}

export interface DeckDragProps {
  /** The card on top of the deck, the one that can be dragged. */
  top: string | undefined;
  /** A card dropped on a pile. */
  onDrop: (value: string, pile: TargetPile) => void;
  children: ReactNode;
}

/** The card and pile slots: bound to dnd-kit, or asking for it while it is not loaded. */
export const DeckDragContext = createContext<{
  Card: ComponentType<CardSlotProps>;
  Pile: ComponentType<PileSlotProps>;
} | null>(null);
