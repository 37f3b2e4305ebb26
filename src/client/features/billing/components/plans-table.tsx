import { Check } from 'lucide-react';
import type { Plans } from '@shared/billing/billing.schemas';
import type { PaidTier } from '@shared/billing/plan-features';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useBillingMutations } from '../api/billing';
import { useBillingPortal } from '../api/billing-portal';

const statusLabels = { active: 'active', canceled: 'cancelled', past_due: 'payment overdue' } as const;

/** The tiers side by side with what each opens, the member's own marked, and upgrade/cancel. */
export function PlansTable({ plans }: { plans: Plans }) {
  const { checkout, cancel } = useBillingMutations();
  const portal = useBillingPortal();
  const current = plans.current.tier;
  const upgrade = async (tier: PaidTier) => {
    try {
      const result = await checkout.mutateAsync({ tier });
      if (result.url) window.location.assign(result.url);
      else toast({ title: 'Subscription Updated', description: `You are now on ${tier.replace('_', ' ')}.` });
    } catch (error) {
      toastError('Subscription Update Failed', error);
    }
  };
  const onCancel = async () => {
    try {
      const { when } = await cancel.mutateAsync();
      toast({
        title: 'Subscription Updated',
        description:
          when === 'now'
            ? 'You are on the free membership now.'
            : 'Your plan ends at the end of this period.',
      });
    } catch (error) {
      toastError('Subscription Update Failed', error);
    }
  };
  const onManageBilling = async () => {
    try {
      window.location.assign((await portal.mutateAsync()).url);
    } catch (error) {
      toastError('Subscription Update Failed', error);
    }
  };
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-800">
          Your membership: <strong>{plans.plans.find((p) => p.tier === current)?.name ?? current}</strong> (
          {statusLabels[plans.current.status]}).
          {!plans.canCheckout ? ' Upgrades are not available on this site yet.' : ''}
        </p>
        {plans.canManageBilling ? (
          <Button variant="secondary" disabled={portal.isPending} onClick={() => void onManageBilling()}>
            Manage billing
          </Button>
        ) : null}
      </div>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {plans.plans.map((plan) => {
          const isCurrent = plan.tier === current;
          return (
            <li key={plan.tier}>
              <Card className={`flex h-full flex-col gap-4 ${isCurrent ? 'ring-2 ring-teal-700' : ''}`}>
                <div>
                  <h2 className="text-xl font-semibold text-slate-900">{plan.name}</h2>
                  <p className="text-lg text-slate-800">{plan.price}</p>
                  {isCurrent ? <p className="text-sm font-semibold text-teal-800">Your plan</p> : null}
                </div>
                <ul className="flex-1 space-y-2 text-sm text-slate-800">
                  {plan.features.map((line) => (
                    <li key={line} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" />
                      {line}
                    </li>
                  ))}
                </ul>
                {plan.tier === 'free' ? (
                  current !== 'free' && current !== 'admin' ? (
                    <Button variant="secondary" disabled={cancel.isPending} onClick={() => void onCancel()}>
                      Cancel my plan
                    </Button>
                  ) : null
                ) : isCurrent ? null : (
                  <Button
                    className="h-auto min-h-10 py-2"
                    disabled={!plans.canCheckout || checkout.isPending}
                    onClick={() => void upgrade(plan.tier as PaidTier)}
                  >
                    {current === 'free' ? 'Upgrade' : 'Change'} to {plan.name}
                  </Button>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
