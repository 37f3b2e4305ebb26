import { useState } from 'react';
import type { OrderInput } from '@shared/admin/admin-content.schemas';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useCatalogWrite } from '../api/admin-writes';
import type { CatalogKind } from '../api/catalog-path';
import { saveCatalogOrder } from '../api/save-catalog-order';

const messages: Record<CatalogKind, { done: string; failed: string }> = {
  categories: { done: 'Category reordered', failed: 'Error updating order' },
  skills: { done: 'Skills reordered', failed: 'Error updating skills order' },
  tools: { done: 'Tools reordered', failed: 'Error updating tools order' },
};

/**
 * Shows a dragged order at once and saves it as one order call; the list falls back to the server's order
 * when the save fails.
 */
export function useOrderedSave<T extends { id: string }>(kind: CatalogKind, items: T[]) {
  const [pending, setPending] = useState<string[] | null>(null);
  const save = useCatalogWrite((order: OrderInput) => saveCatalogOrder(kind, order));
  const ordered = pending
    ? pending.map((id) => items.find((i) => i.id === id)).filter((i): i is T => i !== undefined)
    : items;
  const reorder = async (ids: string[]) => {
    setPending(ids);
    try {
      await save.mutateAsync(ids.map((id, index) => ({ id, order: index + 1 })));
      toast({ title: messages[kind].done });
    } catch (error) {
      toastError(messages[kind].failed, error);
    } finally {
      setPending(null);
    }
  };
  return { ordered, reorder };
}
