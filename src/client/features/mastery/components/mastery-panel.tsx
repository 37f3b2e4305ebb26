import { Award, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import type { SkillMastery } from '@shared/mastery/mastery.schemas';
import { toolNames, type ToolKey } from '@shared/tools/tool-keys';
import { masteryPercent, masteryStatusWords } from './mastery-words';

const toolNameOf = (toolId: string) => (toolId in toolNames ? toolNames[toolId as ToolKey] : toolId);

/** A skill's mastery on its page: the goal in plain words, a bar, and the way to its tool. */
export function MasteryPanel({ mastery, skillTitle }: { mastery: SkillMastery; skillTitle: string }) {
  const percent = masteryPercent(mastery);
  const due = mastery.status === 'refresh-due';
  return (
    <section aria-labelledby="mastery-heading" className="space-y-3" data-testid="mastery-panel">
      <h2 id="mastery-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        {due ? (
          <RefreshCw aria-hidden="true" className="h-5 w-5 text-amber-700" />
        ) : (
          <Award aria-hidden="true" className="h-5 w-5 text-teal-700" />
        )}
        Mastery
      </h2>
      <p className="text-slate-700">
        Master this skill with {mastery.goal} {mastery.counts}.
      </p>
      <div
        role="progressbar"
        aria-label={`Mastery of ${skillTitle}`}
        aria-valuemin={0}
        aria-valuemax={mastery.goal}
        aria-valuenow={mastery.progress}
        aria-valuetext={`${mastery.progress} of ${mastery.goal}`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${due ? 'bg-amber-600' : 'bg-teal-700'} transition-[width] duration-300 motion-reduce:transition-none`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="font-medium text-slate-800" aria-live="polite" data-testid="mastery-status">
        {masteryStatusWords(mastery)}
      </p>
      {mastery.status !== 'mastered' ? (
        <Link
          to={`/tools/${mastery.toolId}`}
          className="inline-block font-semibold text-teal-800 underline underline-offset-2"
        >
          Practise with the {toolNameOf(mastery.toolId)}
        </Link>
      ) : null}
    </section>
  );
}
