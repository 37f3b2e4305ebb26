import type { IntentionEntry } from '../intention-days';

/** The focus area and the words of an intention. */
export function IntentionDetails({ data }: { data: IntentionEntry }) {
  return (
    <div className="space-y-2">
      <p>
        <span className="sr-only">Focus area: </span>
        <span className="inline-block rounded-full bg-teal-50 px-3 py-1 text-sm font-medium text-teal-900">
          {data.focusArea}
        </span>
        {data.values?.length ? (
          <span className="ml-2 text-sm text-slate-700">Lives {data.values.join(', ')}</span>
        ) : null}
      </p>
      <p className="break-words text-lg text-slate-900">{data.intention}</p>
    </div>
  );
}
