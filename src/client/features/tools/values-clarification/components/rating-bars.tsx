/** The top five as small bars: how fully each value is lived, out of ten. */
export function RatingBars({ topFive, ratings }: { topFive: string[]; ratings: Record<string, number> }) {
  return (
    <ol className="space-y-1.5">
      {topFive.map((value) => {
        const rating = ratings[value];
        return (
          <li
            key={value}
            className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)_3rem] items-center gap-2 text-sm"
          >
            <span className="truncate font-medium text-slate-900">{value}</span>
            <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200">
              <span
                className="block h-full rounded-full bg-teal-700"
                style={{ width: `${(rating ?? 0) * 10}%` }}
              />
            </span>
            <span className="text-right tabular-nums text-slate-800">
              {rating === undefined ? '—' : `${rating}/10`}
              <span className="sr-only"> lived</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
