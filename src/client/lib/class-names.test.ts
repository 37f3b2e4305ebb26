import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './class-names';

// Every source file of the client, as text: the classes the app writes are the ones cn must merge right.
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./tailwind-class-groups.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** Every word of every string literal that tailwind-merge or cn treats as a utility, without its variants. */
function utilitiesWritten(): string[] {
  const words = new Set<string>();
  for (const text of Object.values(sources))
    for (const literal of text.matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g))
      for (const word of literal[2]!.split(/\s+/)) {
        const utility = word.slice(word.lastIndexOf(':') + 1);
        if (/^-?[a-z[]/.test(utility) && !utility.includes('${')) words.add(utility);
      }
  // A utility merges with a copy of itself; anything else (prose, paths) is left as it is by both.
  return [...words].filter((w) => twMerge(`${w} ${w}`) === w || cn(`${w} ${w}`) === w);
}

describe('cn', () => {
  it('merges every pair of utilities written in src/client exactly as tailwind-merge does', () => {
    const utilities = utilitiesWritten();
    expect(utilities.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const first of utilities)
      for (const second of utilities) {
        const classes = `${first} ${second}`;
        const expected = twMerge(classes);
        if (cn(classes) !== expected) differences.push(`${classes} → ${cn(classes)}, not ${expected}`);
      }
    expect(differences.slice(0, 20)).toEqual([]);
    // About 300,000 pairs: a few seconds, more on a busy machine.
  }, 60_000);

  it('merges within the same variants and importance only, and keeps unknown classes', () => {
    for (const classes of [
      'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm space-y-4 p-4 sm:p-6',
      'px-3 py-2 sm:px-4 hover:bg-slate-50 sm:hover:bg-white hover:sm:bg-teal-50',
      'p-4 !p-2 p-6 text-sm text-base leading-7 text-slate-700 text-red-700',
      '[&_h2]:mt-10 [&_h2]:mt-6 md:[&_a]:underline [&_a]:md:no-underline',
      'group peer custom-class custom-class block hidden',
      'h-10 px-4 h-11 w-full justify-start justify-center ring-1 ring-2 ring-inset ring-slate-700',
    ])
      expect(cn(classes)).toBe(twMerge(classes));
  });

  it('joins conditional classes as clsx does', () => {
    expect(cn('p-4', false, null, undefined, { 'text-sm': true, hidden: false }, ['mt-2'])).toBe(
      'p-4 text-sm mt-2',
    );
  });
});
