const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an edit form changed, as the body of its PATCH: the fields of `after` whose value differs from `before`
 * (undefined means "keep"). A PATCH naming only these leaves the rest alone, so the audit lists what the admin
 * changed and a second admin's edit of another field is not overwritten with the value this form loaded.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: Record<string, unknown>,
  after: T,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => value !== undefined && !same(before[key], value)),
  ) as Partial<T>;
}
