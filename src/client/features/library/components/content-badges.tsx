import type { Difficulty } from '@shared/content/content-levels';
import { cn } from '@client/lib/class-names';

/** Spec §9 colours: green beginner, yellow intermediate, red advanced (blue free and emerald premium: access-mark). */
const difficultyClasses: Record<Difficulty, string> = {
  beginner: 'bg-green-100 text-green-900 ring-green-600/30',
  intermediate: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30',
  advanced: 'bg-red-100 text-red-900 ring-red-600/30',
};
const base =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset';

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return (
    <span className={cn(base, difficultyClasses[difficulty])} data-badge={`difficulty-${difficulty}`}>
      {difficulty}
    </span>
  );
}
