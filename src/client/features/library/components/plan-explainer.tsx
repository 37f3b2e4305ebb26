import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { canAccess } from '@shared/content/tier-access';
import { tierBlurbs, useViewerTier } from '../use-access';

/** One line under a page title that explains the locks on its cards, with the one link to compare plans. */
export function PlanExplainer() {
  const tier = useViewerTier();
  // A member whose plan opens everything has no locks to explain.
  if (canAccess(tier, { kind: 'item', accessLevel: 'premium' })) return null;
  return (
    <p
      className="mb-6 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700"
      data-testid="plan-explainer"
    >
      <Lock aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-800" />
      <span>
        {tier === 'free' ? `${tierBlurbs.growth} ` : ''}
        {tierBlurbs.premium}
      </span>
      <Link to="/subscription" className="font-semibold text-teal-800 underline">
        Compare plans
      </Link>
    </p>
  );
}
