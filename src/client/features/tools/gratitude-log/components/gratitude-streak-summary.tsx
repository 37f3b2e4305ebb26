import { Flame } from 'lucide-react';
import { Spinner } from '@client/components/ui/spinner';

interface GratitudeStreakSummaryProps {
  isPending: boolean;
  current: number;
  best: number;
  writtenToday: boolean;
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The streak of days with at least one entry, and a word on today. */
export function GratitudeStreakSummary({
  isPending,
  current,
  best,
  writtenToday,
}: GratitudeStreakSummaryProps) {
  return (
    <section aria-labelledby="streak-heading" className="rounded-2xl border border-teal-100 bg-teal-50 p-5">
      <h2 id="streak-heading" className="sr-only">
        Your streak
      </h2>
      {isPending ? (
        <Spinner label="Loading your streak" />
      ) : (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2" aria-live="polite">
          <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Flame aria-hidden="true" className="h-6 w-6 text-teal-700" />
            Streak: {days(current)}
          </p>
          <p className="text-slate-700">Best in the past year: {days(best)}</p>
          <p className="text-slate-700">
            {writtenToday
              ? 'You have noted something today.'
              : current > 0
                ? 'Add an entry today to keep your streak going.'
                : 'One entry today starts a new streak.'}
          </p>
        </div>
      )}
    </section>
  );
}
