import { thoughtRecordChange } from '@shared/tools/thought-records/thought-record-change';
import { draftToData, type ThoughtRecordDraft } from '../thought-record-draft';
import { draftUpdates } from '../thought-record-draft-updates';
import { formatRatedChange } from '../format-change';
import { RatingSlider } from './rating-slider';

interface RerateStepProps {
  draft: ThoughtRecordDraft;
  onChange: (draft: ThoughtRecordDraft) => void;
}

export function RerateStep({ draft, onChange }: RerateStepProps) {
  const data = draftToData(draft);
  const change = thoughtRecordChange(data);
  return (
    <div className="space-y-6">
      <section aria-labelledby="rerate-thoughts" className="space-y-4">
        <h3 id="rerate-thoughts" className="font-semibold text-slate-900">
          How much do you believe each thought now?
        </h3>
        <ul className="space-y-4">
          {change.thoughts.map((thought, index) => (
            <li key={index} className="space-y-2 rounded-xl border border-slate-200 p-4">
              <p className="text-slate-800">“{thought.label}”</p>
              <RatingSlider
                label={`Belief now in thought ${index + 1}`}
                value={thought.after ?? thought.before}
                hint={`Change: ${formatRatedChange(thought)}`}
                onChange={(value) => onChange(draftUpdates.rerateBelief(draft, index, value))}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="rerate-emotions" className="space-y-4">
        <h3 id="rerate-emotions" className="font-semibold text-slate-900">
          How strong is each feeling now?
        </h3>
        <ul className="space-y-4">
          {change.emotions.map((emotion, index) => (
            <li key={index} className="rounded-xl border border-slate-200 p-4">
              <RatingSlider
                label={`${emotion.label} now`}
                value={emotion.after ?? emotion.before}
                hint={`Change: ${formatRatedChange(emotion)}`}
                onChange={(value) => onChange(draftUpdates.rerateEmotion(draft, index, value))}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
