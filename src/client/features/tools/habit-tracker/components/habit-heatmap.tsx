import { dateOfDayKey } from '@client/lib/day-key';
import { formatDate } from '@client/lib/format-date';
import type { HeatmapCell } from '../habit-days';

const columns = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function cellLabel(cell: HeatmapCell): string {
  const day = formatDate(dateOfDayKey(cell.date), 'EEEE d MMMM');
  if (cell.future) return `${day}, still to come`;
  if (cell.done) return `${day}, done`;
  return cell.scheduled ? `${day}, not done` : `${day}, day off`;
}

/** Twelve weeks as a calendar table: a row per week, a column per weekday, each day a labelled square. */
export function HabitHeatmap({
  name,
  weeks,
  color,
}: {
  name: string;
  weeks: HeatmapCell[][];
  color: string;
}) {
  return (
    <table className="border-separate border-spacing-1">
      <caption className="sr-only">{name}: each day of the last 12 weeks</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="sr-only">Week starting</span>
          </th>
          {columns.map((day) => (
            <th key={day} scope="col" className="w-6 text-xs font-medium text-slate-600">
              <span aria-hidden="true">{day.charAt(0)}</span>
              <span className="sr-only">{day}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => {
          const first = week[0];
          if (!first) return null;
          return (
            <tr key={first.date}>
              <th
                scope="row"
                className="pr-2 text-right text-xs font-normal whitespace-nowrap text-slate-600"
              >
                {formatDate(dateOfDayKey(first.date), 'd MMM')}
              </th>
              {week.map((cell) => (
                <td key={cell.date} className="p-0">
                  <span
                    className={
                      cell.done
                        ? 'block h-6 w-6 rounded'
                        : cell.future
                          ? 'block h-6 w-6 rounded border border-dotted border-slate-200'
                          : cell.scheduled
                            ? 'block h-6 w-6 rounded bg-slate-200'
                            : 'block h-6 w-6 rounded border border-dashed border-slate-300'
                    }
                    style={cell.done ? { backgroundColor: color } : undefined}
                    title={cellLabel(cell)}
                  >
                    <span className="sr-only">{cellLabel(cell)}</span>
                  </span>
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
