import { ArrowRight, Check, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@client/components/ui/button';
import { skillGuides, type RegulationSkill } from '../regulation-skill-guides';
import { StepCountdown } from './step-countdown';
import { StepPacer } from './step-pacer';

interface SkillPracticeProps {
  skill: RegulationSkill;
  /** The step on screen, from 0. */
  step: number;
  onStepChange: (step: number, completed: number) => void;
  onFinish: (completed: number) => void;
  onSkip: () => void;
}

/**
 * A skill's steps, one at a time, with a countdown or a breathing pacer for a step that has one. Its buttons go
 * forward; the card's one Back goes to the previous step.
 */
export function SkillPractice({ skill, step, onStepChange, onFinish, onSkip }: SkillPracticeProps) {
  const guide = skillGuides[skill];
  const total = guide.steps.length;
  const current = guide.steps[Math.min(step, total - 1)];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  if (!current) return null;
  return (
    <div className="space-y-4">
      {guide.safetyNote ? (
        <div
          role="note"
          className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <p className="text-sm">
            <strong>Safety first.</strong> {guide.safetyNote}
          </p>
        </div>
      ) : null}
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-5">
        <h3 ref={headingRef} tabIndex={-1} className="focus:outline-none">
          <span className="block text-sm font-medium text-teal-800">
            {guide.name} · step {step + 1} of {total}
          </span>
          <span className="block text-lg font-semibold text-slate-900">{current.title}</span>
        </h3>
        <p className="mt-2 text-slate-800">{current.body}</p>
        {current.practice?.kind === 'countdown' ? (
          <StepCountdown key={`${skill}-${step}`} seconds={current.practice.seconds} />
        ) : current.practice?.kind === 'pacer' ? (
          <StepPacer key={`${skill}-${step}`} pacer={current.practice} />
        ) : null}
        <p className="mt-3 text-sm text-slate-600">Take your time. Move on when you’re ready.</p>
      </div>
      <div className="flex flex-wrap gap-3">
        {step < total - 1 ? (
          <Button onClick={() => onStepChange(step + 1, step + 1)}>
            Next step <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        ) : (
          <Button onClick={() => onFinish(total)}>
            <Check aria-hidden="true" className="h-4 w-4" /> I’ve done the steps
          </Button>
        )}
      </div>
      <Button variant="link" size="sm" onClick={onSkip}>
        Skip to how you feel now
      </Button>
    </div>
  );
}
