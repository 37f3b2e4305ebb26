import { useId } from 'react';
import { regulationSkills } from '@shared/tools/entries/emotional-regulation-tool.schemas';
import { skillGuides, type RegulationSkill } from '../regulation-skill-guides';

interface SkillPickerProps {
  skill: RegulationSkill | null;
  intensity: number;
  error?: string;
  onChange: (skill: RegulationSkill) => void;
}

/** The skills as radio cards, each with what it does and when it helps. */
export function SkillPicker({ skill, intensity, error, onChange }: SkillPickerProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} data-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">Which skill would you like to try?</legend>
      {intensity >= 7 ? (
        <p className="mb-3 text-sm text-slate-700">
          At {intensity} out of 10, it can help to bring the feeling down first with STOP or TIPP.
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mb-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        {regulationSkills.map((key) => {
          const guide = skillGuides[key];
          return (
            <label
              key={key}
              className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 p-4 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-700"
            >
              <input
                type="radio"
                name={`${id}-skill`}
                value={key}
                checked={skill === key}
                onChange={() => onChange(key)}
                aria-describedby={`${id}-${key}-about`}
                className="mt-1 h-5 w-5 shrink-0 accent-teal-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{guide.name}</span>
                <span id={`${id}-${key}-about`} className="block text-sm text-slate-700">
                  {guide.description} <span className="text-slate-600">Helps most: {guide.bestFor}</span>
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
