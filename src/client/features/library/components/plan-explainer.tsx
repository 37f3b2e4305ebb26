import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { canAccess } from '@shared/content/tier-access';
import { usePlansPath } from '@client/features/billing/plans-path';
import { tierBlurbs, useViewerTier } from '../use-access';

/** One line under a page title that explains the locks on its cards, with the one link to compare plans. */
export function PlanExplainer() {
  const tier = useViewerTier();
  const plansPath = usePlansPath();
  // A member whose plan opens everything has no locks to explain.
  if (canAccess(tier, { kind: 'item', accessLevel: 'premium' })) return null;
  return (
    <p
      className="mb-6 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700"
      data-testid="plan-explainer"
    >
      {/* The lock stays beside the words when they wrap on a phone, instead of on a line of its own. */}
      <span className="flex min-w-0 items-start gap-2">
        <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-800" />
        <span>
          {tier === 'free' ? `${tierBlurbs.growth} ` : ''}
          {tierBlurbs.premium}
        </span>
      </span>
      <Link to={plansPath} className="inline-flex min-h-6 items-center font-semibold text-teal-800 underline">
        Compare plans
      </Link>
    </p>
  );
}
