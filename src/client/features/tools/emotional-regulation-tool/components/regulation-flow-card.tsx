import { ArrowLeft, ArrowRight, Save } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { emotionalRegulationEntrySchema } from '@shared/tools/entries/emotional-regulation-tool.schemas';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/input';
import { DraftRestoredNote } from '../../components/draft-restored-note';
import { useToolForm } from '../../components/use-tool-form';
import {
  STAGE_COUNT,
  entryOfFlow,
  flowFieldOf,
  formatIntensityChange,
  initialFlow,
  isFlowEmpty,
  regulationFlowDraftSchema,
  validateStage,
  type RegulationEntry,
  type RegulationFlow,
} from '../regulation-flow';
import { skillGuides } from '../regulation-skill-guides';
import { EmotionPicker } from './emotion-picker';
import { IntensitySlider } from './intensity-slider';
import { SkillPicker } from './skill-picker';
import { SkillPractice } from './skill-practice';

function stageTitle(flow: RegulationFlow): string {
  switch (flow.stage) {
    case 1:
      return 'Name the emotion';
    case 2:
      return 'How strong is it?';
    case 3:
      return 'Choose a skill';
    case 4:
      return flow.skill ? `Practise ${skillGuides[flow.skill].name}` : 'Practise the skill';
    default:
      return 'How do you feel now?';
  }
}

interface RegulationFlowCardProps {
  /**
   * Saves the entry; resolves true when it was saved, and rejects with the failure after showing it (a
   * refusal's field messages go on the flow's fields).
   */
  onSave: (entry: RegulationEntry) => Promise<boolean>;
  isSaving: boolean;
}

/** Name the emotion, rate it, choose and follow a skill, rate it again, save. */
export function RegulationFlowCard({ onSave, isSaving }: RegulationFlowCardProps) {
  // Kept in the tab: a reload at Part 4 comes back to Part 4 with the emotion, ratings and skill chosen.
  const { form, submit, startAgain, restored } = useToolForm({
    schema: emotionalRegulationEntrySchema,
    values: initialFlow,
    fields: ['emotion', 'skill', 'note'],
    toData: entryOfFlow,
    fieldOf: flowFieldOf,
    messages: { skill: 'Choose a skill to try.' },
    draft: { name: 'emotional-regulation', schema: regulationFlowDraftSchema, isEmpty: isFlowEmpty },
  });
  const { register, setValue, setError, clearErrors, watch, formState } = form;
  const { errors } = formState;
  const flow = watch();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(flow.stage);
  const [resets, setResets] = useState(0);
  const focusKey = flow.stage + resets * 10;

  useEffect(() => {
    if (focusedFor.current === focusKey) return;
    focusedFor.current = focusKey;
    headingRef.current?.focus();
  }, [focusKey]);

  const goTo = (stage: number) => {
    clearErrors();
    setValue('stage', stage);
  };
  // The one Back of each part: in the practice it walks back through the skill's steps before leaving it.
  const goBack = () =>
    flow.stage === 4 && flow.practiceStep > 0
      ? setValue('practiceStep', flow.practiceStep - 1)
      : goTo(flow.stage - 1);

  /** A refused entry: the flow goes back to the part that asks for the first message. */
  const showRefusal = (refused: FieldErrors<RegulationFlow>) => {
    if (refused.emotion) setValue('stage', 1);
    else if (refused.skill) setValue('stage', 3);
  };

  const save = submit(async (entry) => {
    if (await onSave(entry)) {
      startAgain();
      setResets((n) => n + 1);
    }
  }, showRefusal);

  const handleSubmit = (event: FormEvent) => {
    if (flow.stage === STAGE_COUNT) return void save(event);
    event.preventDefault();
    const found = validateStage(flow);
    if (found.emotion) setError('emotion', { type: 'stage', message: found.emotion });
    if (found.skill) setError('skill', { type: 'stage', message: found.skill });
    if (found.emotion || found.skill) {
      requestAnimationFrame(() =>
        bodyRef.current?.querySelector<HTMLElement>('[data-invalid] input')?.focus(),
      );
      return;
    }
    goTo(flow.stage + 1);
  };

  const after = flow.intensityAfter ?? flow.intensityBefore;

  return (
    <Card className="p-4 sm:p-6">
      <form
        onSubmit={(e) => void handleSubmit(e)}
        noValidate
        aria-labelledby="regulation-stage-heading"
        className="space-y-6"
      >
        <div className="space-y-3">
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200">
            <div
              className="h-full rounded-full bg-teal-700"
              style={{ width: `${(flow.stage / STAGE_COUNT) * 100}%` }}
            />
          </div>
          <h2
            id="regulation-stage-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 focus:outline-none"
          >
            <span className="block text-sm font-medium text-teal-800">
              Part {flow.stage} of {STAGE_COUNT}
            </span>{' '}
            {stageTitle(flow)}
          </h2>
          <DraftRestoredNote shown={restored} />
        </div>
        <div ref={bodyRef}>
          {flow.stage === 1 ? (
            <EmotionPicker
              emotion={flow.emotion}
              emotionGroup={flow.emotionGroup}
              error={errors.emotion?.message}
              onChange={(emotion, emotionGroup) => {
                clearErrors();
                setValue('emotion', emotion);
                setValue('emotionGroup', emotionGroup);
              }}
            />
          ) : null}
          {flow.stage === 2 ? (
            <IntensitySlider
              label={`${flow.emotion}: how strong it feels right now`}
              value={flow.intensityBefore}
              onChange={(intensityBefore) => setValue('intensityBefore', intensityBefore)}
              hint="There’s no right answer; go with your first sense of it."
            />
          ) : null}
          {flow.stage === 3 ? (
            <SkillPicker
              skill={flow.skill}
              intensity={flow.intensityBefore}
              error={errors.skill?.message}
              onChange={(skill) => {
                clearErrors();
                setValue('skill', skill);
                setValue('practiceStep', 0);
                setValue('stepsCompleted', 0);
              }}
            />
          ) : null}
          {flow.stage === 4 && flow.skill ? (
            <SkillPractice
              skill={flow.skill}
              step={flow.practiceStep}
              onStepChange={(practiceStep, completed) => {
                setValue('practiceStep', practiceStep);
                setValue('stepsCompleted', Math.max(flow.stepsCompleted, completed));
              }}
              onFinish={(completed) => {
                setValue('stepsCompleted', Math.max(flow.stepsCompleted, completed));
                setValue('stage', 5);
              }}
              onSkip={() => goTo(5)}
            />
          ) : null}
          {flow.stage === 5 ? (
            <div className="space-y-5">
              <IntensitySlider
                label={`${flow.emotion}: how strong it feels now`}
                value={after}
                onChange={(intensityAfter) => setValue('intensityAfter', intensityAfter)}
              />
              <p aria-live="polite" className="rounded-xl bg-slate-50 px-4 py-3 text-slate-800">
                Before and after:{' '}
                <strong className="tabular-nums">{formatIntensityChange(flow.intensityBefore, after)}</strong>
              </p>
              <p className="text-sm text-slate-700">
                Any change counts, and so does no change: you stayed with a hard feeling and tried something.
              </p>
              <FormField
                label="A note for yourself (optional)"
                hint="What helped, what didn’t, what you might try next time."
                error={errors.note?.message}
              >
                <Textarea {...register('note')} rows={3} maxLength={2000} className="min-h-24" />
              </FormField>
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={goBack} disabled={flow.stage === 1}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back
          </Button>
          {flow.stage < 4 ? (
            <Button type="submit">
              Next <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Button>
          ) : flow.stage === 4 ? null : (
            <Button type="submit" disabled={isSaving}>
              <Save aria-hidden="true" className="h-4 w-4" /> {isSaving ? 'Saving…' : 'Save'}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
