import { Link, useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Select } from '@client/components/ui/input';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { toast, toastError } from '@client/components/ui/toast-store';
import { MIN_ACTIONS } from '@shared/compass/compass-arithmetic';
import { weekdayNames } from '@shared/tools/tool-entry-labels';
import { CompassRows } from '@client/features/compass/components/compass-view';
import { InsightCard } from '@client/features/insights/components/insight-card';
import { IntentionForm } from '@client/features/tools/intention-setting-tool/components/intention-form';
import { useSkipReview } from '@client/features/weekly-review/api/review-status';
import {
  useCompleteReview,
  useSetReviewDay,
  useWeeklyReview,
} from '@client/features/weekly-review/api/weekly-review';
import { formatDate } from '@client/lib/format-date';

const day = (key: string) => formatDate(new Date(`${key}T12:00:00`), 'd MMM');
/** Monday first, as the week runs. */
const reviewDays = [1, 2, 3, 4, 5, 6, 0];

function ReviewDayChoice({ weekday }: { weekday: number }) {
  const save = useSetReviewDay();
  return (
    <label className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
      Your review opens each week on
      <Select
        className="w-40"
        value={String(weekday)}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(Number(event.target.value), {
            onSuccess: () => toast({ title: 'Review day saved' }),
            onError: (error) => toastError('Could not save your review day', error),
          })
        }
      >
        {reviewDays.map((d) => (
          <option key={d} value={d}>
            {weekdayNames[d]}
          </option>
        ))}
      </Select>
    </label>
  );
}

/** /review: this week's wins, the values compass, one insight, and one intention for the next week. */
export function WeeklyReviewPage() {
  const { data: review, isError } = useWeeklyReview();
  const complete = useCompleteReview();
  const skip = useSkipReview();
  const navigate = useNavigate();
  if (isError)
    return (
      <p role="alert" className="text-red-700">
        Your weekly review could not be loaded.
      </p>
    );
  if (!review) return <Spinner />;
  const header = (
    <PageHeader
      title="Your weekly review"
      description={`${day(review.weekStart)} – ${day(review.weekEnd)}. Five minutes, at your own pace.`}
    />
  );
  if (review.state === 'done' || review.state === 'skipped')
    return (
      <>
        {header}
        <Card className="space-y-4">
          <p className="text-slate-800">
            {review.state === 'done'
              ? 'This week’s review is done, and your intention for next week is set.'
              : 'You skipped this week’s review. That is fine.'}{' '}
            The next one opens on {weekdayNames[review.weekday]}.
          </p>
          <ReviewDayChoice weekday={review.weekday} />
          <Link to="/dashboard" className="inline-block font-semibold text-teal-800 underline">
            Back to your dashboard
          </Link>
        </Card>
      </>
    );
  return (
    <>
      {header}
      <div className="space-y-6">
        <Card className="space-y-3">
          <h2 className="text-xl font-semibold text-slate-900">This week’s wins</h2>
          <ul className="list-disc space-y-1 pl-6 text-slate-800" data-testid="review-wins">
            {review.wins.map((win) => (
              <li key={win}>{win}</li>
            ))}
          </ul>
        </Card>
        {review.compass.length ? (
          <Card className="space-y-2">
            <h2 className="text-xl font-semibold text-slate-900">Your values this week</h2>
            <CompassRows rows={review.compass} minimum={MIN_ACTIONS} Title="h3" />
          </Card>
        ) : null}
        {review.insight ? (
          <section aria-labelledby="review-insight" className="space-y-3">
            <h2 id="review-insight" className="text-xl font-semibold text-slate-900">
              One thing worth knowing
            </h2>
            <InsightCard insight={review.insight} />
          </section>
        ) : null}
        <Card className="space-y-4">
          <h2 className="text-xl font-semibold text-slate-900">One intention for next week</h2>
          <p className="text-slate-700">
            It is saved as your intention for Monday {day(review.nextWeekStart)}.
          </p>
          <IntentionForm
            date={review.nextWeekStart}
            submitLabel="Save and finish the review"
            isPending={complete.isPending}
            onSubmit={async (data) => {
              try {
                await complete.mutateAsync({
                  weekStart: review.weekStart,
                  intention: data.intention,
                  focusArea: data.focusArea,
                  ...(data.values?.length ? { values: data.values } : {}),
                });
              } catch (failure) {
                toastError('Could not save your review', failure);
                throw failure;
              }
              toast({ title: 'Review done', description: 'Your intention for next week is set.' });
              void navigate('/dashboard', { state: { reviewedWeek: review.weekStart } });
              return true;
            }}
          />
        </Card>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <ReviewDayChoice weekday={review.weekday} />
          <Button
            variant="ghost"
            disabled={skip.isPending}
            onClick={() =>
              skip.mutate(review.weekStart, {
                onSuccess: () => {
                  toast({ title: 'Review skipped', description: 'See you next week.' });
                  void navigate('/dashboard', { state: { reviewedWeek: review.weekStart } });
                },
                onError: (error) => toastError('Could not skip the review', error),
              })
            }
          >
            Skip this week
          </Button>
        </div>
      </div>
    </>
  );
}
