import { randomInt } from 'node:crypto';
import anyAscii from 'any-ascii';

const MAX_LENGTH = 20;

/**
 * The base of a username derived from a name: lowercase ASCII letters and digits, 3–20 characters.
 * Other scripts are transliterated (Дмитрий Иванов → dmitriyivanov, 李 → li…), so non-Latin names keep
 * a readable username instead of all becoming the same placeholder.
 */
export function usernameBase(firstName: string, lastName: string): string {
  const ascii = anyAscii(`${firstName}${lastName}`)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  // Nothing readable left (symbols only): a placeholder with a random number rather than member2, member3 ….
  if (ascii === '') return usernameWithRandomSuffix('member');
  const base = ascii.slice(0, MAX_LENGTH);
  return base.length >= 3 ? base : `${base}member`.slice(0, MAX_LENGTH);
}

/** The first free username: the base itself, then base2, base3 … skipping the ones taken. */
export function firstFreeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The base with a random four-digit number, for when the numbered names keep being taken by others. */
export function usernameWithRandomSuffix(base: string): string {
  return `${base.slice(0, MAX_LENGTH - 4)}${randomInt(1000, 10_000)}`;
}
