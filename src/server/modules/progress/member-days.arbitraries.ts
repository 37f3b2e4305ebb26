import fc from 'fast-check';

// What the member-days property test draws: time zones with odd offsets, instants near their DST changes, and
// the dates members send.

export const ZONES = [
  'America/Los_Angeles',
  'Asia/Kolkata',
  'Europe/Berlin',
  'Australia/Lord_Howe', // a 30-minute DST shift
  'Pacific/Chatham', // +12:45 / +13:45
  'America/St_Johns', // -3:30 with DST
  'UTC',
];

// Instants near the 2026 DST changes of those zones (and a plain day), so entries fall on both sides of them.
export const ANCHORS = [
  '2026-03-08T10:00:00Z',
  '2026-03-29T01:00:00Z',
  '2026-04-05T15:00:00Z',
  '2026-04-05T14:00:00Z',
  '2026-09-27T14:00:00Z',
  '2026-10-04T15:30:00Z',
  '2026-10-25T01:00:00Z',
  '2026-11-01T09:00:00Z',
  '2026-06-15T00:00:00Z',
].map((t) => Date.parse(t));
export const HOURS_36 = 36 * 3600;

export const instant = fc
  .tuple(
    fc.constantFrom(...ANCHORS),
    fc.integer({ min: -HOURS_36, max: HOURS_36 }),
    fc.integer({ min: 0, max: 999 }),
  )
  .map(([anchor, seconds, ms]) => new Date(anchor + seconds * 1000 + ms));

/** An ISO date-time as members send it (any offset), or a value stored before dates were strict. */
export const completedAt = fc.oneof(
  fc
    .tuple(instant, fc.constantFrom('Z', '+05:30', '-08:00', '+13:45', '-03:30'))
    .map(([at, offset]) => isoWithOffset(at, offset)),
  fc.constantFrom('0000-01-01T00:00:00Z', '2026-02-30T10:00:00Z', '2026-11-22T10:00:00+23:59', 'soon'),
);

export function isoWithOffset(at: Date, offset: string): string {
  if (offset === 'Z') return at.toISOString();
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h, m] = offset.slice(1).split(':').map(Number);
  const shifted = new Date(at.getTime() + sign * (h! * 60 + m!) * 60_000);
  return shifted.toISOString().replace('Z', offset);
}

export const day = fc
  .integer({ min: -3, max: 3 })
  .chain((shift) =>
    fc.constantFrom(...ANCHORS).map((a) => new Date(a + shift * 86_400_000).toISOString().slice(0, 10)),
  );
