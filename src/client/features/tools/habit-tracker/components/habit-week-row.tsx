import { dateOfDayKey } from '@client/lib/day-key';
import { Check } from 'lucide-react';
import { cn } from '@client/lib/class-names';
import { formatDate } from '@client/lib/format-date';
import { isScheduledOn, lastDays } from '../habit-days';
import type { HabitEntry } from '../use-habits';

interface HabitWeekRowProps {
  habit: HabitEntry;
  today: string;
  color: string;
  onToggle: (date: string) => void;
}

/** The last seven days as toggle buttons: press a day to mark the habit done, press again to undo. */
export function HabitWeekRow({ habit, today, color, onToggle }: HabitWeekRowProps) {
  const done = new Set(habit.data.completions);
  return (
    <ul className="grid grid-cols-7 gap-1.5 sm:gap-2" aria-label={`${habit.data.name}, the last 7 days`}>
      {lastDays(today, 7).map((date) => {
        const isDone = done.has(date);
        const planned = isScheduledOn(habit.data.schedule, date);
        const day = dateOfDayKey(date);
        const label = `${habit.data.name}, ${formatDate(day, 'EEEE d MMMM')}, ${
          isDone ? 'done' : planned ? 'not done' : 'day off, not done'
        }`;
        return (
          <li key={date}>
            <button
              type="button"
              aria-pressed={isDone}
              aria-label={label}
              onClick={() => onToggle(date)}
              className={cn(
                'flex h-14 w-full flex-col items-center justify-center rounded-lg text-xs font-semibold ring-1 ring-inset transition-colors motion-reduce:transition-none',
                isDone
                  ? 'text-white ring-transparent'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                !isDone && !planned && 'border border-dashed border-slate-300 ring-0',
                date === today && !isDone && 'ring-2 ring-slate-700',
              )}
              style={isDone ? { backgroundColor: color } : undefined}
            >
              <span aria-hidden="true">{formatDate(day, 'EEEEE')}</span>
              {/* A ticked day keeps its date: the tick is added, never put in the number's place. */}
              <span aria-hidden="true" className="text-sm leading-4" data-testid="day-number">
                {formatDate(day, 'd')}
              </span>
              {isDone ? <Check aria-hidden="true" className="h-3.5 w-3.5" /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
