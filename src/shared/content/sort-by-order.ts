/** Where an item without an order sorts (spec §9). */
export const MISSING_ORDER = 999;

/** A copy sorted by the numeric key ascending, a missing order counting as 999; ties keep their input order. */
export function sortByOrder<T>(items: readonly T[], orderOf: (item: T) => number | null | undefined): T[] {
  return items
    .map((item, index) => ({ item, index, order: orderOf(item) ?? MISSING_ORDER }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map((entry) => entry.item);
}
