import type { DateOrder } from '@shared/dates/date-order';
import { dayLabel } from '@shared/dates/day-label';
import { STREAK_LOOKBACK_DAYS, kindStreakOfOffsets } from '@shared/progress/kind-streak';
import { addDaysToKey, daysBetween } from '@shared/progress/member-day';
import type { ProgressChart } from '@shared/progress/progress.schemas';
import { toolNames, type ToolKey } from '@shared/tools/tool-keys';
import type { DbOrTx } from '../../db/client';
import type { DayFrame } from './day-frame';
import * as repo from './progress.repository';
import { habitCharts } from './habit-charts';

export type Frame = DayFrame & { restDays: number[]; dateOrder: DateOrder };
/** The range as the member's locale writes it: "from 1 Nov 2026 to 26 Nov 2026" or "from Nov 1, 2026 to …". */
const fromTo = (f: Frame) => `from ${dayLabel(f.from, true, f.dateOrder)} to ${dayLabel(f.to, true, f.dateOrder)}`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Fills a value for every day of the range (0 where nothing happened). */
function perDay<T extends { day: string }>(
  f: Frame,
  found: T[],
  pick: (row: T | undefined) => Record<string, number | null>,
) {
  const byDay = new Map(found.map((r) => [r.day, r]));
  return daysBetween(f.from, f.to).map((day) => ({ day, ...pick(byDay.get(day)) }));
}

async function overview(db: DbOrTx, f: Frame): Promise<ProgressChart[]> {
  const active = await repo.activityPerDay(db, f);
  const days = daysBetween(f.from, f.to);
  const entriesOn = new Array<number>(days.length).fill(0);
  const practiceOn = new Array<number>(days.length).fill(0);
  let entries = 0;
  let practice = 0;
  active.offsets.forEach((offset, i) => {
    entriesOn[offset] = active.entries[i] ?? 0;
    practiceOn[offset] = active.practice[i] ?? 0;
    entries += entriesOn[offset];
    practice += practiceOn[offset];
  });
  return [
    {
      id: 'activity',
      title: 'Activity per day',
      kind: 'bar',
      x: 'day',
      series: [
        { key: 'entries', label: 'Tool entries' },
        { key: 'practice', label: 'Skills practised' },
      ],
      rows: days.map((day, i) => ({ day, entries: entriesOn[i]!, practice: practiceOn[i]! })),
      summary: `${capitalised(fromTo(f))}: ${entries} tool ${entries === 1 ? 'entry' : 'entries'} and ${plural(practice, 'skill')} practised, active on ${plural(active.offsets.length, 'day')}.`,
    },
  ];
}

async function skillsPractised(db: DbOrTx, f: Frame): Promise<ProgressChart[]> {
  const rows = await repo.practicePerDayAndCategory(db, f);
  const categories = [...new Map(rows.map((r) => [r.categoryId, r.category]))];
  const perCategory = categories.map(([id, title]) => ({
    category: title,
    count: rows.filter((r) => r.categoryId === id).reduce((n, r) => n + r.count, 0),
  }));
  const byDay = new Map<string, number>();
  for (const r of rows) byDay.set(r.day, (byDay.get(r.day) ?? 0) + r.count);
  const total = perCategory.reduce((n, c) => n + c.count, 0);
  const top = [...perCategory].sort((a, b) => b.count - a.count)[0];
  return [
    {
      id: 'practice-per-day',
      title: 'Skills practised per day',
      kind: 'bar',
      x: 'day',
      series: [{ key: 'count', label: 'Skills practised' }],
      rows: daysBetween(f.from, f.to).map((day) => ({ day, count: byDay.get(day) ?? 0 })),
      summary: `${plural(total, 'skill')} practised ${fromTo(f)}.`,
    },
    {
      id: 'practice-per-category',
      title: 'Practice per category',
      kind: 'bar',
      x: 'category',
      series: [{ key: 'count', label: 'Skills practised' }],
      rows: perCategory,
      summary: top
        ? `Most practised: ${top.category} (${top.count}).`
        : 'No skills practised in this range yet.',
    },
  ];
}

async function toolActivity(db: DbOrTx, f: Frame): Promise<ProgressChart[]> {
  const rows = await repo.entriesPerToolPerWeek(db, f);
  const tools = [...new Set(rows.map((r) => r.toolKey))];
  const weeks = [...new Set(rows.map((r) => r.week))];
  const name = (key: string) => toolNames[key as ToolKey] ?? key;
  const totals = tools.map(
    (t) => [t, rows.filter((r) => r.toolKey === t).reduce((n, r) => n + r.count, 0)] as const,
  );
  return [
    {
      id: 'entries-per-tool-per-week',
      title: 'Entries per tool per week',
      kind: 'bar',
      x: 'week',
      series: tools.map((t) => ({ key: t, label: name(t) })),
      rows: weeks.map((week) => ({
        week,
        ...Object.fromEntries(
          tools.map((t) => [t, rows.find((r) => r.week === week && r.toolKey === t)?.count ?? 0]),
        ),
      })),
      summary: totals.length
        ? totals.map(([t, n]) => `${name(t)}: ${n}`).join('; ') + '.'
        : 'No tool entries in this range yet.',
    },
  ];
}

async function streaks(db: DbOrTx, f: Frame): Promise<ProgressChart[]> {
  const [habitRows, activeOffsets] = await Promise.all([
    repo.habits(db, f),
    repo.activeDayOffsets(db, { ...f, from: addDaysToKey(f.to, -STREAK_LOOKBACK_DAYS) }),
  ]);
  const streak = kindStreakOfOffsets({
    activeOffsets,
    today: f.to,
    restDays: f.restDays,
  });
  const { strength, completion } = habitCharts(habitRows, f);
  return [
    {
      id: 'kind-streak',
      title: 'Your streak',
      kind: 'bar',
      x: 'measure',
      series: [{ key: 'value', label: 'Value' }],
      rows: [
        { measure: 'Days in a row', value: streak.current },
        { measure: 'Skip days used this month', value: streak.skipsUsedThisMonth },
        { measure: 'Skip days left this month', value: streak.skipsLeftThisMonth },
      ],
      summary:
        streak.current > 0
          ? `You have shown up ${plural(streak.current, 'day')} in a row. Rest days never break it, and you have ${plural(streak.skipsLeftThisMonth, 'skip day')} left this month.`
          : 'Every day is a fresh start: do one small thing today to begin a streak.',
    },
    strength,
    completion,
  ];
}

async function focusTime(db: DbOrTx, f: Frame): Promise<ProgressChart[]> {
  const [days, tasks] = await Promise.all([repo.focusPerDay(db, f), repo.focusPerTask(db, f)]);
  const total = days.reduce((n, r) => n + r.minutes, 0);
  return [
    {
      id: 'focus-per-day',
      title: 'Focus minutes per day',
      kind: 'bar',
      x: 'day',
      series: [{ key: 'minutes', label: 'Minutes' }],
      rows: perDay(f, days, (r) => ({ minutes: r?.minutes ?? 0 })),
      summary: `${plural(total, 'focus minute')} ${fromTo(f)}, on ${plural(days.length, 'day')}.`,
    },
    {
      id: 'focus-per-task',
      title: 'Focus minutes per task',
      kind: 'bar',
      x: 'task',
      series: [{ key: 'minutes', label: 'Minutes' }],
      rows: tasks,
      summary: tasks.length
        ? tasks
            .slice(0, 3)
            .map((t) => `${t.task}: ${t.minutes} min`)
            .join('; ') + '.'
        : 'No focus sessions yet.',
    },
  ];
}

/** Mood is rated 1 to 5: its chart keeps that scale, so one day of 3 is a point in the middle, not a line at 0–3. */
const MOOD_SCALE = { min: 1, max: 5 };

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

function listOf(names: string[]): string {
  const shown = names.length > 5 ? [...names.slice(0, 4), `${names.length - 4} more`] : names;
  return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/**
 * The emotions chart in words. "Most named" only for an emotion named more than every other: a tie is said as a
 * tie (every emotion named once is not a ranking).
 */
export function emotionsSummary(emotions: readonly { emotion: string; count: number }[]): string {
  if (emotions.length === 0) return 'No emotions tagged yet.';
  const top = Math.max(...emotions.map((e) => e.count));
  const leaders = emotions.filter((e) => e.count === top).map((e) => e.emotion);
  if (leaders.length === 1) return `Most named: ${leaders[0]} (${times(top)}).`;
  if (leaders.length === emotions.length) return `Each named ${times(top)}: ${listOf(leaders)}.`;
  return `Named most, equally (${times(top)} each): ${listOf(leaders)}.`;
}

async function moodTrends(db: DbOrTx, f: Frame): Promise<ProgressChart[]> {
  const [moods, emotions] = await Promise.all([repo.moodPerDay(db, f), repo.emotionCounts(db, f)]);
  const average = moods.length ? moods.reduce((n, r) => n + (r.mood ?? 0), 0) / moods.length : null;
  const moodRows = perDay(f, moods, (r) => ({ mood: r?.mood ?? null }));
  return [
    {
      id: 'mood-per-day',
      title: 'Mood per day',
      kind: 'line',
      x: 'day',
      series: [{ key: 'mood', label: 'Mood (1–5)' }],
      rows: moodRows,
      scale: MOOD_SCALE,
      summary:
        average === null
          ? 'No journal entries in this range yet.'
          : `Average mood ${average.toFixed(1)} of 5 over ${plural(moods.length, 'day')} with journal entries.`,
    },
    {
      id: 'emotions',
      title: 'Emotions you named',
      kind: 'bar',
      x: 'emotion',
      series: [{ key: 'count', label: 'Times named' }],
      rows: emotions,
      summary: emotionsSummary(emotions),
    },
    {
      id: 'year-in-pixels',
      title: 'Year in pixels',
      kind: 'pixels',
      x: 'day',
      series: [{ key: 'mood', label: 'Mood (1–5)' }],
      rows: moodRows,
      summary: 'Each square is a day, coloured by its average mood; empty squares have no journal entry.',
    },
  ];
}

export const chartBuilders: Record<string, (db: DbOrTx, f: Frame) => Promise<ProgressChart[]>> = {
  overview,
  'skills-practised': skillsPractised,
  'tool-activity': toolActivity,
  streaks,
  'focus-time': focusTime,
  'mood-trends': moodTrends,
};
