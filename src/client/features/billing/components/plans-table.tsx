import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { wayInPath } from '@client/features/account/return-to';
import { Link } from 'react-router';
import type { Plan, Plans } from '@shared/billing/billing.schemas';
import { tierNames, type PaidTier } from '@shared/billing/plan-features';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useBillingPortal } from '../api/billing-portal';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useCheckout } from '../api/start-checkout';
import { CancelPlanButton, ChangePlanButton, VisitorPlanAction } from './plan-actions';

const statusLabels = { active: 'active', canceled: 'cancelled', past_due: 'payment overdue' } as const;
const UNAVAILABLE = 'Upgrades are not available on this site yet.';

/** One plan: its name, price, what it opens (forum channels too) and the action below. */
function PlanCard({
  plan,
  isCurrent,
  note,
  action,
}: {
  plan: Plan;
  isCurrent: boolean;
  note?: string;
  action: (nameId: string) => ReactNode;
}) {
  const nameId = useId();
  return (
    <Card className={`flex h-full flex-col gap-4 ${isCurrent ? 'ring-2 ring-teal-700' : ''}`}>
      <div>
        <h2 id={nameId} className="text-xl font-semibold text-slate-900">
          {plan.name}
        </h2>
        <p className="text-lg text-slate-800">{plan.price}</p>
        {isCurrent ? <p className="text-sm font-semibold text-teal-800">Your plan</p> : null}
        {note ? <p className="text-sm font-semibold text-teal-800">{note}</p> : null}
      </div>
      <ul className="space-y-2 text-sm text-slate-800">
        {plan.features.map((line) => (
          <li key={line} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" />
            {line}
          </li>
        ))}
      </ul>
      <div className="flex-1 text-sm">
        <h3 className="font-semibold text-slate-900">Forum channels</h3>
        <p className="text-slate-800">{plan.channels.length > 0 ? plan.channels.join(', ') : 'None'}</p>
      </div>
      {action(nameId)}
    </Card>
  );
}

/**
 * The tiers side by side with their prices and what each opens. A member's own is marked, with upgrade and
 * cancel (each asked first); a visitor is offered an account first.
 */
export function PlansTable({ plans }: { plans: Plans }) {
  const checkout = useCheckout();
  const cancel = useCancelSubscription();
  const portal = useBillingPortal();
  const { current } = plans;
  const upgrade = async (tier: PaidTier) => {
    try {
      const result = await checkout.mutateAsync({ tier });
      if (result.url) window.location.assign(result.url);
      else toast({ title: 'Subscription Updated', description: `You are now on ${tierNames[result.tier]}.` });
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
  // Lifetime Mastery is paid once and opens everything for good: nothing to cancel, nothing to change to.
  const forLife = current?.tier === 'lifetime_mastery';
  const currentName = current ? (plans.plans.find((p) => p.tier === current.tier)?.name ?? current.tier) : '';

  const memberAction = (plan: Plan) => {
    if (!current || plan.tier === current.tier || forLife) return null;
    if (plan.tier === 'free') {
      return current.tier === 'admin' ? null : (
        <CancelPlanButton
          planName={currentName}
          provider={plans.provider}
          disabled={cancel.isPending}
          onConfirm={() => void onCancel()}
        />
      );
    }
    return (
      <ChangePlanButton
        plan={plan}
        provider={plans.provider}
        verb={current.tier === 'free' ? 'Upgrade' : 'Change'}
        disabled={!plans.canCheckout || checkout.isPending}
        onConfirm={() => void upgrade(plan.tier as PaidTier)}
      />
    );
  };

  return (
    <div className="space-y-6">
      {current ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-800">
            Your membership: <strong>{currentName}</strong> ({statusLabels[current.status]}).
            {!plans.canCheckout ? ` ${UNAVAILABLE}` : ''}
          </p>
          {plans.canManageBilling ? (
            <Button variant="secondary" disabled={portal.isPending} onClick={() => void onManageBilling()}>
              Manage billing
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="space-y-1 text-slate-800">
          <p>
            Start free, and choose a paid plan once you have an account.{' '}
            <Link to={wayInPath('/login', '/subscription')} className="font-semibold text-teal-800 underline">
              Already a member? Sign in
            </Link>
          </p>
          {!plans.canCheckout ? <p>{UNAVAILABLE}</p> : null}
        </div>
      )}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {plans.plans.map((plan) => {
          const isCurrent = plan.tier === current?.tier;
          return (
            <li key={plan.tier}>
              <PlanCard
                plan={plan}
                isCurrent={isCurrent}
                note={isCurrent && forLife ? 'Yours for life' : undefined}
                action={(nameId) =>
                  current ? (
                    memberAction(plan)
                  ) : (
                    <VisitorPlanAction plan={plan} canCheckout={plans.canCheckout} nameId={nameId} />
                  )
                }
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
