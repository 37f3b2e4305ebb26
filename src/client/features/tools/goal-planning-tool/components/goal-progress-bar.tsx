import type { MilestoneProgress } from '../goal-progress';

/** A bar with its numbers in words; the words are announced when a milestone is ticked. */
export function GoalProgressBar({ goalTitle, progress }: { goalTitle: string; progress: MilestoneProgress }) {
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={`Progress of ${goalTitle}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${progress.percent}%`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-teal-700 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite" data-testid="goal-progress">
        {progress.total === 0
          ? 'No milestones yet'
          : `${progress.done} of ${progress.total} milestones done (${progress.percent}%)`}
      </p>
    </div>
  );
}
