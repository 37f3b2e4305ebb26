/**
 * The week's focus minutes as seven bars, drawn with a few elements rather than a chart library: the timer page
 * loads no chart code (Recharts came to about 100 KiB gzipped beside a page of a few KiB). Decorative: the card
 * says the same figures in words for screen readers.
 */
export function FocusMinutesBars({ days }: { days: { label: string; minutes: number }[] }) {
  const most = Math.max(1, ...days.map((day) => day.minutes));
  return (
    <div className="flex h-full flex-col" data-testid="focus-minutes-bars">
      <div className="flex min-h-0 flex-1 items-end gap-2 border-b border-slate-200">
        {days.map((day, index) => (
          <div key={index} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end">
            <span className="text-xs text-slate-700">{day.minutes > 0 ? day.minutes : ''}</span>
            <div
              className="w-full max-w-8 rounded-t bg-teal-700"
              style={{ height: `calc((100% - 1rem) * ${day.minutes / most})` }}
            />
          </div>
        ))}
      </div>
      <div className="mt-1 flex gap-2">
        {days.map((day, index) => (
          <span key={index} className="min-w-0 flex-1 text-center text-xs text-slate-600">
            {day.label}
          </span>
        ))}
      </div>
    </div>
  );
}
