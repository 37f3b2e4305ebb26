import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Experience } from '@shared/profiles/profiles.schemas';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { toastError } from '@client/components/ui/toast-store';
import { useContent } from '@client/features/library/api/content';
import { useSaveOnboarding } from '../api/save-onboarding';

const experiences: { value: Experience; label: string; text: string }[] = [
  { value: 'new', label: 'New to this', text: 'Start with short, gentle basics.' },
  { value: 'some', label: 'Tried some', text: 'I know a few practices already.' },
  { value: 'practised', label: 'Practised', text: 'I practise regularly and want depth.' },
];

type Step = 'interests' | 'experience' | 'your-day' | 'privacy' | 'first-step';
const allSteps: Step[] = ['interests', 'experience', 'your-day', 'privacy', 'first-step'];

/**
 * Interests → experience → the zone and hour their days follow → what we store (before any question about
 * feelings) → a first small step. Reopened from the profile, it starts from the member's earlier answers.
 */
export function OnboardingFlow({
  onDone,
  initial,
  yourDay,
}: {
  onDone: (to?: string) => void;
  initial?: { interests: string[]; experience: Experience | null };
  /** The member's time zone and day end, with a way to change them; without it the step is left out. */
  yourDay?: ReactNode;
}) {
  const steps = yourDay ? allSteps : allSteps.filter((s) => s !== 'your-day');
  const [step, setStep] = useState<Step>('interests');
  const [interests, setInterests] = useState<string[]>(initial?.interests ?? []);
  const [experience, setExperience] = useState<Experience | null>(initial?.experience ?? null);
  const content = useContent();
  const save = useSaveOnboarding();
  const index = steps.indexOf(step);

  const finish = async (skipped: boolean) => {
    try {
      await save.mutateAsync(skipped ? { skipped: true } : { interests, experience });
      if (skipped) onDone();
      else setStep('first-step');
    } catch (error) {
      toastError('Error updating profile', error);
    }
  };

  return (
    <Card className="mx-auto max-w-2xl space-y-6">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          Step {index + 1} of {steps.length}
        </p>
        {step !== 'first-step' ? (
          <Button variant="link" onClick={() => void finish(true)} disabled={save.isPending}>
            Skip for now
          </Button>
        ) : null}
      </div>

      {step === 'interests' ? (
        <fieldset className="space-y-3">
          <legend className="text-xl font-semibold text-slate-900">What would you like to work on?</legend>
          <p className="text-slate-700">Choose any. Your recommendations start here.</p>
          <div className="grid gap-2 sm:grid-cols-2">
            {(content.data?.skillCategories ?? []).map((category) => (
              <label
                key={category.id}
                className="flex items-center gap-3 rounded-lg border border-slate-200 p-3"
              >
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  checked={interests.includes(category.id)}
                  onChange={(event) =>
                    setInterests((current) =>
                      event.target.checked
                        ? [...current, category.id]
                        : current.filter((id) => id !== category.id),
                    )
                  }
                />
                {category.title}
              </label>
            ))}
          </div>
          <Button onClick={() => setStep('experience')}>Next</Button>
        </fieldset>
      ) : null}

      {step === 'experience' ? (
        <fieldset className="space-y-3">
          <legend className="text-xl font-semibold text-slate-900">How much have you practised?</legend>
          {experiences.map((option) => (
            <label
              key={option.value}
              className="flex items-start gap-3 rounded-lg border border-slate-200 p-3"
            >
              <input
                type="radio"
                name="experience"
                className="mt-1 h-4 w-4"
                checked={experience === option.value}
                onChange={() => setExperience(option.value)}
              />
              <span>
                <span className="block font-medium text-slate-900">{option.label}</span>
                <span className="text-sm text-slate-700">{option.text}</span>
              </span>
            </label>
          ))}
          <div className="flex gap-3">
            <Button variant="secondary" onClick={() => setStep('interests')}>
              Back
            </Button>
            <Button onClick={() => setStep(yourDay ? 'your-day' : 'privacy')}>Next</Button>
          </div>
        </fieldset>
      ) : null}

      {step === 'your-day' ? (
        <section className="space-y-3" aria-labelledby="your-day-title">
          <h2 id="your-day-title" className="text-xl font-semibold text-slate-900">
            Your day, on your clock
          </h2>
          <p className="text-slate-700">
            Streaks, today&rsquo;s habits and focus minutes roll over when your day ends, not at midnight
            somewhere else.
          </p>
          {yourDay}
          <div className="flex gap-3">
            <Button variant="secondary" onClick={() => setStep('experience')}>
              Back
            </Button>
            <Button onClick={() => setStep('privacy')}>Next</Button>
          </div>
        </section>
      ) : null}

      {step === 'privacy' ? (
        <section className="space-y-3" aria-labelledby="privacy-title">
          <h2 id="privacy-title" className="text-xl font-semibold text-slate-900">
            Your data, in plain words
          </h2>
          <ul className="list-disc space-y-2 pl-5 text-slate-800">
            <li>
              <strong>What we store:</strong> your name, email, the answers you just gave, and what you write
              in the tools — journal entries, moods, thoughts, habits, intentions.
            </li>
            <li>
              <strong>Who can see it:</strong> only you. Your entries are never shown to other members. Only
              what you post in the community is public, under a forum name you choose before your first post
              (a pseudonym is fine); your first and last name are never shown to other members.
            </li>
            <li>
              <strong>Taking it with you:</strong> on your profile, &lsquo;Download my data&rsquo; gives you
              everything as a ZIP.
            </li>
            <li>
              <strong>Deleting it:</strong> &lsquo;Delete my account&rsquo; on your profile removes your
              account and all your private data at once.
            </li>
          </ul>
          <div className="flex gap-3">
            <Button variant="secondary" onClick={() => setStep(yourDay ? 'your-day' : 'experience')}>
              Back
            </Button>
            <Button onClick={() => void finish(false)} disabled={save.isPending}>
              I understand, continue
            </Button>
          </div>
        </section>
      ) : null}

      {step === 'first-step' ? (
        <section className="space-y-3" aria-labelledby="first-step-title">
          <h2 id="first-step-title" className="text-xl font-semibold text-slate-900">
            One small first step
          </h2>
          <p className="text-slate-700">Pick one. It takes two minutes.</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/tools/intention-setting-tool">Set today&rsquo;s intention</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/tools/mindful-breathing">Start a breathing session</Link>
            </Button>
            <Button variant="link" onClick={() => onDone()}>
              Maybe later
            </Button>
          </div>
        </section>
      ) : null}
    </Card>
  );
}
