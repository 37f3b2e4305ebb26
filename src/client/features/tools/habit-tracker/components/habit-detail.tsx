import { dateOfDayKey } from '@client/lib/day-key';
import { addDays, startOfISOWeek, subWeeks } from 'date-fns';
import { completionRate } from '@shared/tools/habits/habit-streaks';
import { formatDate } from '@client/lib/format-date';
import { dayKey, heatmapWeeks, weeklyRates } from '../habit-days';
import type { HabitEntry } from '../use-habits';
import { HabitHeatmap } from './habit-heatmap';
import { HabitRateChart } from './habit-rate-chart';

const WEEKS = 12;

/** A habit's last twelve weeks: a day-by-day calendar and the weekly completion rate. */
export function HabitDetail({ habit, today, color }: { habit: HabitEntry; today: string; color: string }) {
  const { name, schedule, completions } = habit.data;
  const weeks = heatmapWeeks(schedule, completions, today, WEEKS);
  // Days before the habit existed are not misses: rates count from its creation (or an earlier tick).
  const started = [dayKey(new Date(habit.createdAt)), ...completions].sort()[0] ?? today;
  const windowStart = dayKey(subWeeks(startOfISOWeek(dateOfDayKey(today)), WEEKS - 1));
  const from = started > windowStart ? started : windowStart;
  const daysDone = weeks.flat().filter((cell) => cell.done).length;
  const rate = Math.round(completionRate(schedule, completions, from, today) * 100);
  const rates = weeklyRates(schedule, completions, today, WEEKS, started).map((week) =>
    dayKey(addDays(dateOfDayKey(week.weekStart), 6)) < started ? { ...week, percent: null } : week,
  );
  const perWeek = schedule.type === 'times-per-week';
  return (
    <div className="mt-4 grid gap-6 border-t border-slate-200 pt-4 md:grid-cols-[auto_1fr]">
      <section className="space-y-2">
        <h4 className="font-semibold text-slate-900">Last 12 weeks</h4>
        <p className="text-sm text-slate-700">
          Done on {daysDone} {daysDone === 1 ? 'day' : 'days'} since {formatDate(dateOfDayKey(from), 'd MMM')}
          {perWeek ? `, meeting your target in ${rate}% of weeks.` : `, ${rate}% of the days you planned.`}
        </p>
        <HabitHeatmap name={name} weeks={weeks} color={color} />
      </section>
      <section className="min-w-0 space-y-2">
        <h4 className="font-semibold text-slate-900">Weekly completion</h4>
        <HabitRateChart rates={rates} color={color} unitWord={perWeek ? 'weekly target' : 'planned days'} />
      </section>
    </div>
  );
}
