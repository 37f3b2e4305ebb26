import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import { Button } from '@client/components/ui/button';
import { usePlansPath } from '@client/features/billing/plans-path';
import { tierBlurbs, tierLabels } from '../use-access';

/** Shown in place of content above the viewer's tier, with the way to open it. */
export function LockedNotice({ requiredTier, what }: { requiredTier: SubscriptionTier; what: string }) {
  const plansPath = usePlansPath();
  return (
    <div
      role="note"
      className="flex flex-col gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 sm:flex-row sm:items-center"
    >
      <Lock aria-hidden="true" className="h-8 w-8 shrink-0 text-emerald-800" />
      <div className="flex-1 space-y-1">
        <p className="font-semibold text-emerald-950">
          {what} is part of the {tierLabels[requiredTier]} membership.
        </p>
        <p className="text-emerald-900">{tierBlurbs[requiredTier]}</p>
      </div>
      <Button asChild>
        <Link to={plansPath}>Compare plans</Link>
      </Button>
    </div>
  );
}
