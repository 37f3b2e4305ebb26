import { RotateCcw } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { meaningOf } from '../values-list';

interface ValuesResultsProps {
  topFive: string[];
  ratings: Record<string, number>;
  onStartAgain: () => void;
}

/** What a member sees right after saving: their top five, how fully each is lived, and a way to sort again. */
export function ValuesResults({ topFive, ratings, onStartAgain }: ValuesResultsProps) {
  return (
    <Card className="space-y-4 p-4 sm:p-6" data-testid="values-results">
      <h2 className="text-xl font-semibold text-slate-900">Your top five values</h2>
      <ol className="space-y-3">
        {topFive.map((value, index) => (
          <li key={value} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-teal-700 text-sm font-semibold text-white"
            >
              {index + 1}
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-2">
                <span className="font-semibold text-slate-900">{value}</span>
                <span className="text-sm tabular-nums text-slate-800">
                  {ratings[value] ?? '—'}/10 <span className="sr-only">lived</span>
                </span>
              </span>
              <span className="block text-sm text-slate-700">{meaningOf(value)}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="text-sm text-slate-700">
        Saved under Past sorts. A low number is not a failing — it shows where a small step could matter most.
      </p>
      <Button variant="secondary" onClick={onStartAgain}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" /> Start a new sort
      </Button>
    </Card>
  );
}
