import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useReviewStatus, useSkipReview } from '../api/review-status';

/**
 * The dashboard's offer of this week's review, only while it is open: no badge, no reminder, gone for the week
 * once done or skipped.
 */
export function ReviewOffer() {
  const { data } = useReviewStatus();
  const skip = useSkipReview();
  // The week just reviewed (the review page says so on its way back) or skipped here: gone at once, without
  // waiting for the status to be read again.
  const reviewed = (useLocation().state as { reviewedWeek?: string } | null)?.reviewedWeek;
  const [skippedWeek, setSkippedWeek] = useState<string | null>(null);
  if (data?.state !== 'due' || data.weekStart === reviewed || data.weekStart === skippedWeek) return null;
  return (
    <Card
      className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="review-offer"
    >
      <div className="flex gap-3">
        <CalendarCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-teal-700" />
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Your weekly review</h2>
          <p className="text-slate-700">
            Five minutes to look back on your week and choose one intention for the next.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/review">Start review</Link>
        </Button>
        <Button
          variant="secondary"
          disabled={skip.isPending}
          onClick={() =>
            skip.mutate(data.weekStart, {
              onSuccess: () => {
                setSkippedWeek(data.weekStart);
                toast({ title: 'Review skipped', description: 'See you next week.' });
              },
              onError: (error) => toastError('Could not skip the review', error),
            })
          }
        >
          Skip this week
        </Button>
      </div>
    </Card>
  );
}
