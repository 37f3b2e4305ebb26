import { ArrowLeft, ArrowRight, Save } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import {
  STEP_COUNT,
  stepOfField,
  validateDraft,
  validateStep,
  isDraftStarted,
  type FieldErrors,
  type ThoughtRecordDraft,
} from '../thought-record-draft';
import type { ThoughtRecord } from '@shared/tools/thought-records/thought-record-change';
import { DistortionsStep } from './distortions-step';
import { EmotionsStep } from './emotions-step';
import { RerateStep } from './rerate-step';
import { BalancedThoughtStep, EvidenceStep, SituationStep } from './text-steps';
import { ThoughtsStep } from './thoughts-step';
import { CrisisPhraseCard } from '@client/features/help-now/components/crisis-phrase-card';

/** How long Save stays disabled after arriving on the last step. */
const SAVE_ARM_DELAY_MS = 600;

export const stepTitles = [
  'The situation',
  'Your automatic thoughts',
  'Your emotions',
  'Thinking traps',
  'Evidence for and against',
  'A balanced thought',
  'Re-rate',
] as const;

interface ThoughtRecordWizardProps {
  draft: ThoughtRecordDraft;
  onChange: (draft: ThoughtRecordDraft) => void;
  /** Saves the record; resolves to the server's field messages when it refused it. */
  onSave: (data: ThoughtRecord) => Promise<FieldErrors | null>;
  onDiscard: () => void;
  isSaving: boolean;
  /** Changes when the heading should take focus although the step did not change (opening a record). */
  focusRequest: number;
}

/** The seven steps of a thought record, one at a time, with Back and Next. */
export function ThoughtRecordWizard({
  draft,
  onChange,
  onSave,
  onDiscard,
  isSaving,
  focusRequest,
}: ThoughtRecordWizardProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // Save sits where Next was: right after arriving on the last step it is briefly disabled, so a double-click
  // on the last Next cannot save the record unseen (and nobody's click is silently ignored).
  const [saveArmed, setSaveArmed] = useState(true);
  const focusedFor = useRef(`${draft.step}:${focusRequest}`);
  const step = draft.step;

  useEffect(() => {
    // Only the member's own navigation moves focus; on first load it stays with the page heading.
    const key = `${step}:${focusRequest}`;
    if (focusedFor.current === key) return;
    focusedFor.current = key;
    headingRef.current?.focus();
  }, [step, focusRequest]);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() =>
      bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const goTo = (next: number) => {
    if (next === STEP_COUNT) {
      setSaveArmed(false);
      setTimeout(() => setSaveArmed(true), SAVE_ARM_DELAY_MS);
    }
    setErrors({});
    onChange({ ...draft, step: next });
  };

  const handleNext = () => {
    const found = validateStep(step, draft);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstInvalid();
      return;
    }
    goTo(step + 1);
  };

  const showErrorsAt = (found: FieldErrors) => {
    const keys = Object.keys(found).map((key) => key.replace(/^data\./, ''));
    const firstStep = Math.min(...keys.map((key) => stepOfField(key) ?? STEP_COUNT));
    setErrors(
      Object.fromEntries(
        Object.entries(found).map(([key, message]) => [key.replace(/^data\./, ''), message]),
      ),
    );
    if (firstStep !== step) onChange({ ...draft, step: firstStep });
    else focusFirstInvalid();
  };

  const handleSave = async () => {
    const checked = validateDraft(draft);
    if (!checked.ok) return showErrorsAt(checked.errors);
    const refused = await onSave(checked.data);
    if (refused && Object.keys(refused).length > 0) showErrorsAt(refused);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < STEP_COUNT) handleNext();
    else if (saveArmed) void handleSave();
  };

  const stepProps = { draft, errors, onChange };
  const editing = draft.editingId !== null;

  return (
    <Card className="space-y-6 p-4 sm:p-6">
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-labelledby="thought-record-step-heading"
        className="space-y-6"
      >
        <div className="space-y-3">
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200">
            <div
              className="h-full rounded-full bg-teal-700"
              style={{ width: `${(step / STEP_COUNT) * 100}%` }}
            />
          </div>
          <h2
            id="thought-record-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 focus:outline-none"
          >
            <span className="block text-sm font-medium text-teal-800">
              {editing ? 'Editing a record · ' : ''}Step {step} of {STEP_COUNT}
            </span>{' '}
            {stepTitles[step - 1]}
          </h2>
        </div>
        <div ref={bodyRef}>
          {step === 1 ? <SituationStep {...stepProps} /> : null}
          {step === 2 ? <ThoughtsStep {...stepProps} /> : null}
          {step === 3 ? <EmotionsStep {...stepProps} /> : null}
          {step === 4 ? <DistortionsStep draft={draft} onChange={onChange} /> : null}
          {step === 5 ? <EvidenceStep {...stepProps} /> : null}
          {step === 6 ? <BalancedThoughtStep {...stepProps} /> : null}
          {step === 7 ? <RerateStep draft={draft} onChange={onChange} /> : null}
        </div>
        <CrisisPhraseCard
          text={[
            draft.situation,
            ...draft.automaticThoughts.map((thought) => thought.text),
            draft.evidenceFor,
            draft.evidenceAgainst,
            draft.balancedThought,
          ].join('\n')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 1}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back
          </Button>
          {step < STEP_COUNT ? (
            <Button type="submit">
              Next <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Button>
          ) : (
            <Button type="submit" disabled={isSaving || !saveArmed}>
              <Save aria-hidden="true" className="h-4 w-4" />{' '}
              {isSaving ? 'Saving…' : editing ? 'Save changes' : 'Save record'}
            </Button>
          )}
        </div>
      </form>
      {editing || isDraftStarted(draft) ? (
        <ConfirmDialog
          trigger={
            <Button variant="link" size="sm">
              {editing ? 'Stop editing' : 'Clear and start over'}
            </Button>
          }
          title={editing ? 'Stop editing this record?' : 'Clear this record?'}
          description={
            editing
              ? 'Your saved record stays as it was; changes made here are let go.'
              : 'What you have written here will be cleared. Saved records are not affected.'
          }
          confirmLabel={editing ? 'Stop editing' : 'Clear'}
          onConfirm={() => {
            setErrors({});
            onDiscard();
          }}
        />
      ) : null}
    </Card>
  );
}
