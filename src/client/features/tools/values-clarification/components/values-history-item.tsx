import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { valuesSortEntrySchema } from '@shared/tools/entries/values-clarification.schemas';
import type { ToolEntryData } from '@shared/tools/tool-data.schemas';
import { Button } from '@client/components/ui/button';
import { toast, toastError } from '@client/components/ui/toast-store';
import { cn } from '@client/lib/class-names';
import { useDeleteToolEntry, useUpdateToolEntry, type TypedEntry } from '../../api/tool-entries-api';
import { DeleteEntryButton } from '../../components/delete-entry-button';
import { DEFAULT_RATING } from '../card-sort-reducer';
import { RatingBars } from './rating-bars';
import { RatingSlider } from './rating-slider';

type ValuesSort = ToolEntryData<'values-clarification'>;

const pileLists = [
  ['very', 'Very important'],
  ['somewhat', 'Somewhat important'],
  ['not', 'Not important'],
] as const;

/** A saved sort: its top five as bars, opening to show every pile and to adjust the ratings. */
export function ValuesHistoryItem({ entry }: { entry: TypedEntry<ValuesSort> }) {
  const update = useUpdateToolEntry<ValuesSort>('values-clarification');
  const remove = useDeleteToolEntry('values-clarification');
  const [open, setOpen] = useState(false);
  const [ratings, setRatings] = useState<Record<string, number>>();
  const detailsId = useId();
  const { data } = entry;

  const saveRatings = async () => {
    if (!ratings) return;
    const parsed = valuesSortEntrySchema.safeParse({ ...data, ratings });
    if (!parsed.success) return toastError('Could not update the ratings', parsed.error.issues[0]?.message);
    try {
      await update.mutateAsync({ id: entry.id, data: parsed.data });
      setRatings(undefined);
      toast({ title: 'Ratings updated' });
    } catch (failure) {
      toastError('Could not update the ratings', failure);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          {data.topFive.length > 0 ? (
            <RatingBars topFive={data.topFive} ratings={data.ratings} />
          ) : (
            <p className="text-slate-700">No top five chosen.</p>
          )}
        </div>
        <div className="flex shrink-0 gap-1">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Close' : 'View'}
            <ChevronDown
              aria-hidden="true"
              className={cn(
                'h-4 w-4 transition-transform motion-reduce:transition-none',
                open && 'rotate-180',
              )}
            />
          </Button>
          <DeleteEntryButton
            label="Delete this sort"
            title="Delete this sort?"
            description="Its piles, top five and ratings will be gone for good."
            remove={remove}
            id={entry.id}
            successTitle="Sort deleted"
            failureTitle="Could not delete the sort"
          />
        </div>
      </div>
      {open ? (
        <div id={detailsId} className="space-y-4 border-t border-slate-200 pt-3">
          <div className="grid gap-4 sm:grid-cols-3">
            {pileLists.map(([pile, title]) => (
              <div key={pile}>
                <h3 className="text-sm font-semibold text-slate-900">
                  {title} ({data[pile].length})
                </h3>
                <p className="text-sm text-slate-700">
                  {data[pile].length > 0 ? data[pile].join(', ') : 'None'}
                </p>
              </div>
            ))}
          </div>
          {data.topFive.length > 0 && ratings ? (
            <div className="max-w-xl space-y-4">
              {data.topFive.map((value) => (
                <RatingSlider
                  key={value}
                  value={value}
                  rating={ratings[value] ?? DEFAULT_RATING}
                  onChange={(rating) => setRatings({ ...ratings, [value]: rating })}
                />
              ))}
              <div className="flex gap-2">
                <Button onClick={() => void saveRatings()} disabled={update.isPending}>
                  Save ratings
                </Button>
                <Button variant="secondary" onClick={() => setRatings(undefined)}>
                  Cancel
                </Button>
              </div>
            </div>
          ) : data.topFive.length > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => setRatings({ ...data.ratings })}>
              Update ratings
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
