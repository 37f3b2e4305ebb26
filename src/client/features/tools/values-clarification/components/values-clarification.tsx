import { ArrowLeft, ArrowRight, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { valuesSortEntrySchema } from '@shared/tools/entries/values-clarification.schemas';
import type { ToolEntryData } from '@shared/tools/tool-data.schemas';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast, toastError } from '@client/components/ui/toast-store';
import { cn } from '@client/lib/class-names';
import { useCreateToolEntry } from '../../api/tool-entries-api';
import { DEFAULT_RATING, sortSteps, toValuesSortEntry, type SortStep } from '../card-sort-reducer';
import { allValueNames, useCardSort } from '../use-card-sort';
import { ChooseTopFive } from './choose-top-five';
import { RatingSlider } from './rating-slider';
import { ValuesDeck } from './values-deck';
import { ValuesHistory } from './values-history';
import { ValuesResults } from './values-results';

/** Short names for the step list, so it stays on one line on a phone. */
const stepNames: Record<SortStep, string> = { sort: 'Sort', choose: 'Top five', rate: 'Rate' };

const stepTitles: Record<SortStep, string> = {
  sort: 'Sort the cards',
  choose: 'Choose your top five',
  rate: 'How fully do you live them?',
};

/** The values card sort: three steps, then the history of past sorts. */
export function ValuesClarification() {
  const [state, dispatch] = useCardSort();
  const create = useCreateToolEntry<ToolEntryData<'values-clarification'>>('values-clarification');
  const stepIndex = sortSteps.indexOf(state.step);
  const [result, setResult] = useState<{ topFive: string[]; ratings: Record<string, number> } | null>(null);

  const save = async () => {
    const parsed = valuesSortEntrySchema.safeParse(toValuesSortEntry(state));
    if (!parsed.success) return toastError('This sort cannot be saved yet', parsed.error.issues[0]?.message);
    try {
      await create.mutateAsync(parsed.data);
      setResult({ topFive: parsed.data.topFive, ratings: parsed.data.ratings });
      dispatch({ type: 'reset', values: allValueNames });
      toast({ title: 'Values sort saved', description: 'You can find it under Past sorts.' });
    } catch (failure) {
      toastError('Could not save your sort', failure);
    }
  };

  if (result) {
    return (
      <div className="space-y-10">
        <ValuesResults {...result} onStartAgain={() => setResult(null)} />
        <ValuesHistory />
      </div>
    );
  }

  return (
    <div className="space-y-8 sm:space-y-10">
      <Card className="space-y-4 p-4 sm:p-6">
        <ol className="flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label="Steps">
          {sortSteps.map((step, index) => (
            <li
              key={step}
              aria-current={step === state.step ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2',
                step === state.step ? 'font-semibold text-teal-900' : 'text-slate-700',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex h-6 w-6 items-center justify-center rounded-full text-xs',
                  index <= stepIndex ? 'bg-teal-700 text-white' : 'bg-slate-200 text-slate-800',
                )}
              >
                {index + 1}
              </span>
              {stepNames[step]}
            </li>
          ))}
        </ol>

        <section aria-labelledby="step-heading" className="space-y-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 id="step-heading" className="text-lg font-semibold text-slate-900 sm:text-xl">
              {stepIndex + 1}. {stepTitles[state.step]}
            </h2>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm" className="-my-1.5 px-2">
                  <RotateCcw aria-hidden="true" className="h-4 w-4" /> Start over
                </Button>
              }
              title="Start this sort again?"
              description="All cards go back to the “To sort” pile. Saved sorts are not affected."
              confirmLabel="Start over"
              destructive={false}
              onConfirm={() => dispatch({ type: 'reset', values: allValueNames })}
            />
          </div>

          {state.step === 'sort' ? (
            <>
              {/* Said for the pointer the member has: a finger holds the card a moment (150 ms) before it
                  moves, so a swipe over it scrolls the page; a mouse drags at once and the keys are there. */}
              <p className="max-w-3xl text-sm text-slate-700 sm:text-base">
                <span className="pointer-coarse:hidden">
                  Drag the card to a pile, click a pile, or press 1, 2 or 3. Go with your first sense.
                </span>
                <span className="hidden pointer-coarse:inline">
                  Tap a pile, or hold the card, then drag it.
                </span>
              </p>
              <ValuesDeck state={state} dispatch={dispatch} />
            </>
          ) : null}

          {state.step === 'choose' ? <ChooseTopFive state={state} dispatch={dispatch} /> : null}

          {state.step === 'rate' ? (
            <div className="max-w-xl space-y-5">
              <p className="text-slate-700">
                For each value, how fully are you living it at the moment? 1 is hardly at all, 10 is
                completely. A gap is not a failing — it shows where small steps could matter most.
              </p>
              {state.topFive.map((value) => (
                <RatingSlider
                  key={value}
                  value={value}
                  rating={state.ratings[value] ?? DEFAULT_RATING}
                  onChange={(rating) => dispatch({ type: 'rate', value, rating })}
                />
              ))}
            </div>
          ) : null}

          <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
            {state.step !== 'sort' ? (
              <Button
                variant="secondary"
                onClick={() => dispatch({ type: 'goTo', step: sortSteps[stepIndex - 1] ?? 'sort' })}
              >
                <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back
              </Button>
            ) : null}
            {state.step === 'sort' ? (
              <>
                <Button
                  onClick={() => dispatch({ type: 'goTo', step: 'choose' })}
                  disabled={state.piles.very.length === 0}
                >
                  Next: choose your top five <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </Button>
                {state.piles.very.length === 0 ? (
                  <p className="text-sm text-slate-700">
                    Put at least one card in “Very important” to go on.
                  </p>
                ) : state.piles.unsorted.length > 0 ? (
                  <p className="text-sm text-slate-700">Cards left in “To sort” won’t be saved.</p>
                ) : null}
              </>
            ) : null}
            {state.step === 'choose' ? (
              <Button
                onClick={() => dispatch({ type: 'goTo', step: 'rate' })}
                disabled={state.topFive.length === 0}
              >
                Next: rate them <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Button>
            ) : null}
            {state.step === 'rate' ? (
              <Button onClick={() => void save()} disabled={create.isPending}>
                Save this sort
              </Button>
            ) : null}
          </div>
        </section>
      </Card>
      <ValuesHistory />
    </div>
  );
}
