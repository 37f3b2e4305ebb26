import { cognitiveDistortions } from '@shared/tools/entries/thought-record-builder.schemas';
import { distortionInfo } from '../cognitive-distortion-info';
import type { ThoughtRecordDraft } from '../thought-record-draft';
import { draftUpdates } from '../thought-record-draft-updates';

interface DistortionsStepProps {
  draft: ThoughtRecordDraft;
  onChange: (draft: ThoughtRecordDraft) => void;
}

export function DistortionsStep({ draft, onChange }: DistortionsStepProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-sm text-slate-700">
        Tick any that sound like your thoughts. Most thoughts fit one or two; it’s fine to tick none.
      </legend>
      <ul className="grid gap-3 md:grid-cols-2">
        {cognitiveDistortions.map((key) => {
          const info = distortionInfo[key];
          const id = `distortion-${key}`;
          return (
            <li key={key}>
              <div className="flex h-full gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50">
                <input
                  id={id}
                  type="checkbox"
                  checked={draft.distortions.includes(key)}
                  onChange={() => onChange(draftUpdates.toggleDistortion(draft, key))}
                  aria-describedby={`${id}-about`}
                  className="mt-1 h-5 w-5 shrink-0 accent-teal-700"
                />
                <div>
                  <label htmlFor={id} className="font-semibold text-slate-900">
                    {info.label}
                  </label>
                  <p id={`${id}-about`} className="text-sm text-slate-700">
                    {info.explanation} <span className="italic">{info.example}</span>
                  </p>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
