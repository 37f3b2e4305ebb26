import fc from 'fast-check';

/** Strings an attacker tries first: SQL and HTML injection, template and path tricks. */
export const injectionStrings = [
  "' OR '1'='1' --",
  "'; DROP TABLE profiles; --",
  "' UNION SELECT password FROM account --",
  '"; select pg_sleep(5); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  '\\',
  '*',
  '%',
  '_',
] as const;

/** Unicode and format edge cases: unpaired surrogates, NUL, direction marks, odd dates and numbers. */
export const edgeStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uDBFF',
  '\u202Eevil',
  '\uFEFF',
  '\u200B\u200C\u200D',
  'e\u0301\u0301\u0301',
  '𝕏𝕏𝕏😀👨‍👩‍👧‍👦',
  'Ω≈ç√∫˜µ≤≥÷',
  '0000-01-01',
  '0000-00-00T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '2026-02-30',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
] as const;

/**
 * Dates at the edges of the calendar the product accepts (1900–2100) and just past them, and days that do not
 * exist. Close pairs on either side (2100-12-01…2100-12-31, 9999-12-01…9999-12-31) reach the day loops of a
 * range: the walk that never ended past 9999-12-31 began with one of these.
 */
export const boundaryDates = [
  '1900-01-01',
  '1900-01-02',
  '1900-03-01',
  '2024-02-29',
  '2099-12-31',
  '2100-01-01',
  '2100-12-01',
  '2100-12-31',
  '1899-12-31',
  '2101-01-01',
  '9999-12-01',
  '9999-12-31',
  '0000-01-01',
  '1900-02-29',
  '2023-02-29',
  '2024-02-30',
  '2024-04-31',
  '+010000-01-01',
] as const;

/** The boundary dates as date-times, with the widest offsets, the finest fractions and times that do not exist. */
export const boundaryDateTimes = [
  ...boundaryDates.map((date) => `${date}T00:00:00Z`),
  '1900-01-01T00:00:00+14:00',
  '2100-12-31T23:59:59.999999999-12:00',
  '2026-11-23T10:00:00+23:59',
  '2026-11-23T10:00:00.1234567891Z',
  '2026-11-23T24:00:00Z',
] as const;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * `from`/`to` pairs for routes that take a range: from the calendar's edges a day to a year and a day on,
 * and the pairs a range check may pass while a date in them is no date at all.
 */
export const boundaryDateRanges: readonly (readonly [string, string])[] = [
  ...['1900-01-01', '2024-02-29', '2099-12-31', '2100-01-01', '2100-12-01'].flatMap((from) =>
    [0, 1, 30, 365, 366, 367].map((days) => [from, addDays(from, days)] as const),
  ),
  ['2100-12-31', '2100-12-31'],
  ['1899-12-31', '1900-01-01'],
  ['2100-12-31', '2101-01-01'],
  ['9999-12-01', '9999-12-31'],
  ['9999-12-31', '9999-12-31'],
  ['2024-02-30', '2024-03-01'],
  ['2024-04-31', '2024-05-01'],
  ['2023-02-29', '2023-03-01'],
  ['0000-01-01', '0000-01-02'],
];

const prototypeKeys = ['__proto__', 'constructor', 'prototype'] as const;

/** `{ "<key>": { "polluted": true } }` with the key as an own property, as JSON.parse would make it. */
export const prototypeObject = fc
  .constantFrom(...prototypeKeys)
  .map((key) => JSON.parse(`{"${key}":{"polluted":true,"isAdmin":true}}`) as unknown);

/** An array or object nested `levels` deep. */
export function nested(levels: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

export const hostileString = fc.oneof(
  fc.constantFrom(...injectionStrings),
  fc.constantFrom(...edgeStrings),
  fc.constantFrom(300, 5_000, 100_000).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const hostileNumber = fc.constantFrom(-0, -1, 0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE);

/** Any value a field should never get: wrong types, huge and deep values, prototype keys, injections. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  prototypeObject,
  fc.integer({ min: 20, max: 60 }).chain((n) => fc.constantFrom(nested(n, 'array'), nested(n, 'object'))),
  fc.array(fc.constant('item'), { minLength: 1000, maxLength: 1000 }),
  fc.constantFrom(null, true, false, [], {}),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Request bodies that are not JSON objects at all, sent as raw text with a given content type. */
export const rawBodies = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
  ),
  payload: fc.oneof(
    fc.constantFrom('{', '{"a":', 'null', '[]', '"text"', '{"a":1,"a":2}', '\u0000', '{"__proto__":{"x":1}}'),
    fc.constantFrom(8_000, 20_000).map((n) => `{"data":${'['.repeat(n)}${']'.repeat(n)}}`),
    fc.string({ maxLength: 100 }),
  ),
});
