import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { CompassRow } from '@shared/compass/compass.schemas';
import { Card } from '@client/components/ui/card';
import { formatDate } from '@client/lib/format-date';
import { useCompass } from '../api/compass';

const percent = (share: number) => `${Math.round(share * 100)} %`;
const day = (key: string) => formatDate(new Date(`${key}T12:00:00`), 'd MMM');

function Bar({ label, share, tone }: { label: string; share: number; tone: string }) {
  return (
    <div className="flex items-center gap-3 text-sm text-slate-700">
      <span className="w-20 shrink-0">{label}</span>
      <div className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className={`h-full rounded-full ${tone}`}
          style={{ width: `${Math.round(Math.max(0, Math.min(1, share)) * 100)}%` }}
        />
      </div>
      <span className="w-12 shrink-0 text-right tabular-nums">{percent(share)}</span>
    </div>
  );
}

function CompassValue({ row, minimum, Title }: { row: CompassRow; minimum: number; Title: 'h3' | 'h4' }) {
  return (
    <li className="space-y-2 py-4" data-testid="compass-row">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Title className="font-semibold text-slate-900">
          {row.value} <span className="text-sm font-normal text-slate-600">· your value no. {row.rank}</span>
        </Title>
        <p className="text-sm text-slate-700" data-testid="compass-done">
          {row.actions === 0
            ? 'Nothing tagged this week'
            : `${row.done} of ${row.actions} tagged ${row.actions === 1 ? 'action' : 'actions'} done`}
        </p>
      </div>
      <Bar label="Importance" share={row.importance} tone="bg-slate-500" />
      {row.lived === null ? (
        <p className="text-sm text-slate-700">
          Too little tagged this week to say how it was lived (it takes {minimum} actions).
        </p>
      ) : (
        <Bar label="Lived" share={row.lived} tone="bg-teal-700" />
      )}
      {row.step ? (
        <Link
          to={row.step.href}
          className="inline-flex items-center gap-1 text-sm font-semibold text-teal-800 underline underline-offset-2"
        >
          {row.step.text} <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : null}
    </li>
  );
}

/** A week's compass rows, the largest gap first (the compass view and the weekly review show them). */
export function CompassRows({
  rows,
  minimum,
  Title,
}: {
  rows: readonly CompassRow[];
  minimum: number;
  Title: 'h3' | 'h4';
}) {
  return (
    <ol className="divide-y divide-slate-200">
      {rows.map((row) => (
        <CompassValue key={row.value} row={row} minimum={minimum} Title={Title} />
      ))}
    </ol>
  );
}

/**
 * The week's compass under the values tool: each top value's importance beside how it was lived, the largest gap
 * first. Before a first card sort there is nothing to show (the deck above is where it starts), so nothing is.
 */
export function CompassView({ className }: { className?: string }) {
  const compass = useCompass();
  if (compass.isError)
    return (
      <p role="alert" className="text-red-700">
        Your compass could not be loaded.
      </p>
    );
  if (!compass.data || compass.data.topValues.length === 0) return null;
  return (
    <Card className={className}>
      <section aria-labelledby="compass-heading" className="space-y-2" data-testid="values-compass">
        <h2 id="compass-heading" className="text-xl font-semibold text-slate-900">
          Your values compass
        </h2>
        <p className="text-slate-700">
          {day(compass.data.weekStart)} – {day(compass.data.weekEnd)}: how much each value matters to you,
          beside the share of the actions you tagged with it that you did. The largest gap comes first.
        </p>
        <CompassRows rows={compass.data.rows} minimum={compass.data.minimumActions} Title="h3" />
      </section>
    </Card>
  );
}
