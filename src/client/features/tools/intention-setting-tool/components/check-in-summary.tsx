import type { IntentionEntry } from '../intention-days';
import { checkInRatingLabel } from '../intention-days';

/** How the intention was lived, as saved at the check-in. */
export function CheckInSummary({ checkIn }: { checkIn: NonNullable<IntentionEntry['checkIn']> }) {
  return (
    <div className="space-y-1 rounded-xl bg-slate-50 px-4 py-3">
      <p className="text-sm font-semibold text-slate-800">
        Lived it: {checkIn.rating} of 5 · {checkInRatingLabel(checkIn.rating)}
      </p>
      {checkIn.note ? <p className="whitespace-pre-wrap break-words text-slate-700">{checkIn.note}</p> : null}
    </div>
  );
}
