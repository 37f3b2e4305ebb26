import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/features/account/use-session';
import { useRecommendations } from '../api/recommendations';
import { SkillCard } from './skill-card';

/** 'Try next': get_skill_recommendations for the signed-in member. */
export function RecommendedSkills({ excludeId }: { excludeId?: string }) {
  const { user } = useSession();
  const { data, isPending } = useRecommendations(Boolean(user), 4);
  if (!user) return null;
  const items = (data?.items ?? []).filter((s) => s.id !== excludeId).slice(0, 3);
  return (
    <section aria-labelledby="recommended-heading" className="space-y-4">
      <h2 id="recommended-heading" className="text-xl font-semibold text-slate-900">
        Try next
      </h2>
      {isPending ? (
        <Spinner label="Loading recommendations" />
      ) : items.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((skill) => (
            <li key={skill.id}>
              <SkillCard skill={skill} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">You have practised every skill open to you. Well done.</p>
      )}
    </section>
  );
}
