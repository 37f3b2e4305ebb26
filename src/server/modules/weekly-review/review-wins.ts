import type { WeekFacts } from './weekly-review.repository';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The week's wins in plain words, from the member's own entries; a quiet week is said kindly, not as a failure. */
export function winsOf(facts: WeekFacts, habits: readonly { name: string; daysDone: number }[]): string[] {
  const wins: string[] = [];
  for (const habit of [...habits].sort((a, b) => b.daysDone - a.daysDone).slice(0, 3))
    if (habit.daysDone > 0)
      wins.push(`You kept “${habit.name}” on ${plural(habit.daysDone, 'day', 'days')}.`);
  if (facts.journalEntries)
    wins.push(`You wrote ${plural(facts.journalEntries, 'journal entry', 'journal entries')}.`);
  if (facts.gratitudeDays)
    wins.push(
      `You noticed good things on ${plural(facts.gratitudeDays, 'day', 'days')} in your gratitude log.`,
    );
  if (facts.focusSessions)
    wins.push(
      `You finished ${plural(facts.focusSessions, 'focus session', 'focus sessions')} (${plural(facts.focusMinutes, 'minute', 'minutes')}).`,
    );
  if (facts.breathingSessions)
    wins.push(`You took ${plural(facts.breathingSessions, 'breathing session', 'breathing sessions')}.`);
  if (facts.thoughtRecords)
    wins.push(`You worked through ${plural(facts.thoughtRecords, 'thought record', 'thought records')}.`);
  if (facts.skillsPractised)
    wins.push(`You practised skills from the library ${plural(facts.skillsPractised, 'time', 'times')}.`);
  return wins.length ? wins : ['A quiet week. Stopping to look back on it counts too.'];
}
