/** The base of a username derived from a name: lowercase ASCII letters and digits, 3–20 characters. */
export function usernameBase(firstName: string, lastName: string): string {
  const ascii = `${firstName}${lastName}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const base = ascii.slice(0, 20);
  return base.length >= 3 ? base : `${base}member`.slice(0, 20);
}

/** The first free username: the base itself, then base2, base3 … skipping the ones taken. */
export function firstFreeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
