import { PATTERN_NOT_CAUSE, type Insight } from '@shared/insights/insights.schemas';
import { distortionLabels, regulationSkillLabels, weekdayNames } from '@shared/tools/tool-entry-labels';
import { compareBeforeAfter, compareGroups, mostNamed } from './insight-statistics';
import type { MoodDay, RegulationPair, TrapMentions } from './insights.repository';

/** A full pomodoro: a day with less focus than this is not a "focus day". */
export const FOCUS_DAY_MINUTES = 25;
/** Cards at most, the largest differences first: more would read as a report, not a few things worth knowing. */
export const MAX_CARDS = 5;

const one = (value: number) => value.toFixed(1);

/** A habit as the mood comparison reads it: its ticked days. */
export interface HabitDays {
  id: string;
  name: string;
  ticks: ReadonlySet<string>;
  /** Its first tick: days before it existed are not "days without it". */
  firstTick: string;
}

interface MoodGroup {
  id: string;
  title: string;
  /** "On days you …" */
  onDaysYou: string;
  /** Who the basis names ("with Walk"). */
  with: string;
  inGroup: (day: MoodDay) => boolean;
  days: readonly MoodDay[];
}

function moodCard(group: MoodGroup): { card: Insight; size: number } | null {
  const result = compareGroups(group.days.map((day) => ({ value: day.mood, inGroup: group.inGroup(day) })));
  if (!result?.shown) return null;
  const direction = result.difference > 0 ? 'higher' : 'lower';
  return {
    size: Math.abs(result.difference),
    card: {
      id: group.id,
      kind: 'mood-with',
      title: group.title,
      body: `On days you ${group.onDaysYou}, your journal mood averaged ${one(result.meanIn)} of 5, against ${one(result.meanOut)} on the other days.`,
      size: `${one(Math.abs(result.difference))} ${direction} on a 1–5 scale`,
      basis: `${result.daysIn + result.daysOut} days with a mood, ${result.daysIn} of them ${group.with}`,
      caveat: PATTERN_NOT_CAUSE,
    },
  };
}

/** Mood against each habit, focus, gratitude and breathing: the shown comparisons, largest first. */
export function moodCards(days: readonly MoodDay[], habits: readonly HabitDays[]): Insight[] {
  const groups: MoodGroup[] = [
    ...habits.map((habit) => ({
      id: `mood-habit:${habit.id}`,
      title: `Mood and “${habit.name}”`,
      onDaysYou: `ticked “${habit.name}”`,
      with: `with “${habit.name}”`,
      inGroup: (day: MoodDay) => habit.ticks.has(day.day),
      days: days.filter((day) => day.day >= habit.firstTick),
    })),
    {
      id: 'mood-focus',
      title: 'Mood and focus',
      onDaysYou: `focused for ${FOCUS_DAY_MINUTES} minutes or more`,
      with: 'with that much focus',
      inGroup: (day) => day.focusMinutes >= FOCUS_DAY_MINUTES,
      days,
    },
    {
      id: 'mood-gratitude',
      title: 'Mood and gratitude',
      onDaysYou: 'wrote in your gratitude log',
      with: 'with a gratitude entry',
      inGroup: (day) => day.gratitude,
      days,
    },
    {
      id: 'mood-breathing',
      title: 'Mood and breathing',
      onDaysYou: 'did a breathing session',
      with: 'with a breathing session',
      inGroup: (day) => day.breathing,
      days,
    },
  ];
  return groups
    .map(moodCard)
    .filter((found) => found !== null)
    .sort((a, b) => b.size - a.size)
    .map((found) => found.card);
}

const partNames = ['at night', 'in the morning', 'in the afternoon', 'in the evening'];
/** A time named only when this many of the trap's mentions fell in it: fewer is not "most often". */
const MIN_PEAK_MENTIONS = 3;

/** The thinking trap named most in the window's thought records, with when it is named most, if it stands out. */
export function thinkingTrapCard(mentions: readonly TrapMentions[]): Insight | null {
  const records = mentions[0]?.records ?? 0;
  const counts = new Map<string, number>();
  for (const row of mentions) counts.set(row.trap, (counts.get(row.trap) ?? 0) + row.count);
  const top = mostNamed(counts, records);
  if (!top) return null;
  const label = distortionLabels[top.trap as keyof typeof distortionLabels] ?? top.trap;
  const peak = mentions
    .filter((row) => row.trap === top.trap)
    .sort((a, b) => b.count - a.count || a.weekday - b.weekday || a.part - b.part)[0];
  const when =
    peak && peak.count >= MIN_PEAK_MENTIONS
      ? `, most often on ${weekdayNames[peak.weekday % 7]}s ${partNames[peak.part]} (${peak.count} times)`
      : '';
  return {
    id: 'thinking-trap',
    kind: 'thinking-trap',
    title: 'The thinking trap you name most',
    body: `You named “${label}” in ${top.count} of your ${records} thought records${when}.`,
    size: `${Math.round(top.share * 100)} % of your thought records`,
    basis: `${records} thought records`,
    caveat: PATTERN_NOT_CAUSE,
  };
}

/** Each DBT skill whose uses eased the feeling by more than noise, the largest easing first. */
export function whatHelpedCards(pairs: readonly RegulationPair[]): Insight[] {
  const bySkill = new Map<string, RegulationPair[]>();
  for (const pair of pairs) bySkill.set(pair.skill, [...(bySkill.get(pair.skill) ?? []), pair]);
  return [...bySkill]
    .map(([skill, uses]) => ({ skill, uses, result: compareBeforeAfter(uses) }))
    .filter(({ result }) => result?.shown && result.meanChange < 0)
    .sort((a, b) => (a.result?.meanChange ?? 0) - (b.result?.meanChange ?? 0))
    .map(({ skill, uses, result }) => {
      const name = regulationSkillLabels[skill as keyof typeof regulationSkillLabels] ?? skill;
      const before = uses.reduce((sum, use) => sum + use.before, 0) / uses.length;
      const change = Math.abs(result?.meanChange ?? 0);
      return {
        id: `helped:${skill}`,
        kind: 'what-helped' as const,
        title: `What helped: ${name}`,
        body: `When you used ${name}, the feeling went from ${one(before)} to ${one(before - change)} of 10 on average.`,
        size: `${one(change)} points lower on a 0–10 scale`,
        basis: `${uses.length} times you rated the feeling before and after`,
        caveat: PATTERN_NOT_CAUSE,
      };
    });
}

/** The cards worth showing, at most MAX_CARDS: mood comparisons first, then the trap, then what helped. */
export function insightCards(input: {
  days: readonly MoodDay[];
  habits: readonly HabitDays[];
  traps: readonly TrapMentions[];
  pairs: readonly RegulationPair[];
}): Insight[] {
  const trap = thinkingTrapCard(input.traps);
  return [
    ...moodCards(input.days, input.habits),
    ...(trap ? [trap] : []),
    ...whatHelpedCards(input.pairs),
  ].slice(0, MAX_CARDS);
}
