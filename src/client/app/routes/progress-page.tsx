import { NavLink, useParams } from 'react-router';
import { sortByOrder } from '@shared/content/sort-by-order';
import { Card } from '@client/components/ui/card';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { useContent } from '@client/features/library/api/content';
import { InsightsPanel } from '@client/features/insights/components/insights-panel';
import { ProgressSection } from '@client/features/progress/components/progress-section';
import { MemberDayScope } from '../shell/member-day-scope';
import { NotFoundPage } from './not-found-page';

/** /progress and /progress/:featureId: the visible sections in display order; a hidden one is a 404. */
export function ProgressPage() {
  const { '*': rest } = useParams();
  const { data, isPending } = useContent();
  if (isPending) return <Spinner />;
  const features = sortByOrder(
    (data?.progressFeatures ?? []).filter((f) => f.isVisible),
    (f) => f.displayOrder,
  );
  const featureId = rest ? rest.replace(/\/$/, '') : features[0]?.id;
  const feature = features.find((f) => f.id === featureId);
  if (rest && !feature) return <NotFoundPage />;
  return (
    <>
      <PageHeader title="Your progress" description="How far you have come, kindly counted." />
      <nav aria-label="Progress sections" className="mb-6 flex flex-wrap gap-2">
        {features.map((f) => (
          <NavLink
            key={f.id}
            to={`/progress/${f.id}`}
            className={({ isActive }) =>
              `rounded-full px-4 py-2 text-sm font-semibold ${isActive || (!rest && f.id === feature?.id) ? 'bg-teal-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300'}`
            }
          >
            {f.name}
          </NavLink>
        ))}
      </nav>
      {feature ? (
        <Card className="space-y-4">
          <h2 className="text-xl font-semibold text-slate-900">{feature.name}</h2>
          <MemberDayScope>
            <ProgressSection featureId={feature.id} />
          </MemberDayScope>
        </Card>
      ) : (
        <p className="text-slate-700">No progress sections are shown right now.</p>
      )}
      <section aria-labelledby="insights-heading" className="mt-8 space-y-4">
        <h2 id="insights-heading" className="text-xl font-semibold text-slate-900">
          Patterns in your days
        </h2>
        <InsightsPanel />
      </section>
    </>
  );
}
