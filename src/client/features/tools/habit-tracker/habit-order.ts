interface Ordered {
  id: string;
  createdAt: string;
}

/** Entries in the member's saved order; those not in it go last, oldest first so the newest ends up last. */
export function applySavedOrder<T extends Ordered>(entries: readonly T[], order: readonly string[]): T[] {
  const position = new Map(order.map((id, index) => [id, index]));
  return [...entries].sort((a, b) => {
    const pa = position.get(a.id);
    const pb = position.get(b.id);
    if (pa !== undefined && pb !== undefined) return pa - pb;
    if (pa !== undefined) return -1;
    if (pb !== undefined) return 1;
    return a.createdAt.localeCompare(b.createdAt);
  });
}

/** The order to save after a move: the moved ids first, then every other known id in its old place. */
export function mergeOrder(visibleIds: readonly string[], allIds: readonly string[]): string[] {
  const visible = new Set(visibleIds);
  return [...visibleIds, ...allIds.filter((id) => !visible.has(id))];
}
