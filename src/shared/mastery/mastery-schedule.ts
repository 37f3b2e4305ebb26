/**
 * Days after mastering when a skill comes back for a short refresh (spaced, like Duolingo's cracked skills:
 * each gap longer than the last). After the last one the skill stays mastered.
 */
export const REFRESH_AFTER_DAYS = [7, 21, 60] as const;

const DAY_MS = 86_400_000;

export type MasteryStatus = 'learning' | 'mastered' | 'refresh-due';

export interface MasteryState {
  status: MasteryStatus;
  /** While mastered: when the next refresh comes due (null after the last). */
  nextRefreshAt: string | null;
  /** While a refresh is due: since when. */
  refreshDueSince: string | null;
}

/**
 * Where a skill stands at `now`. A refresh that came due is done by one use of the skill after it came due
 * (its tool as the rule counts it, or "Mark as practised"); until then the skill asks for it. Only the latest
 * refresh that came due matters: one missed earlier is not owed twice.
 */
export function masteryStateAt(
  facts: { masteredAt: string | null; lastUsedAt: string | null },
  now: Date,
): MasteryState {
  if (facts.masteredAt === null) return { status: 'learning', nextRefreshAt: null, refreshDueSince: null };
  const mastered = Date.parse(facts.masteredAt);
  const dues = REFRESH_AFTER_DAYS.map((days) => mastered + days * DAY_MS);
  const passed = dues.filter((due) => due <= now.getTime());
  const next = dues[passed.length];
  const nextRefreshAt = next === undefined ? null : new Date(next).toISOString();
  const lastDue = passed.at(-1);
  if (lastDue === undefined) return { status: 'mastered', nextRefreshAt, refreshDueSince: null };
  const lastUsed = facts.lastUsedAt === null ? -Infinity : Date.parse(facts.lastUsedAt);
  return lastUsed >= lastDue
    ? { status: 'mastered', nextRefreshAt, refreshDueSince: null }
    : { status: 'refresh-due', nextRefreshAt: null, refreshDueSince: new Date(lastDue).toISOString() };
}
