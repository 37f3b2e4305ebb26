import { wayInPath } from '@client/features/account/return-to';
import { Link } from 'react-router';
import type { Plan, Plans } from '@shared/billing/billing.schemas';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';

type Provider = Plans['provider'];

/** What pressing Confirm does, told before anything is sent. */
function changeDescription(plan: Plan, provider: Provider): string {
  const once = plan.tier === 'lifetime_mastery' ? ' It is paid once and yours for life.' : '';
  return provider === 'stripe'
    ? `You will pay ${plan.price} on Stripe's secure payment page; your membership changes to ${plan.name} once the payment has gone through.${once}`
    : `Your membership changes to ${plan.name} now. This site takes no payment for it.${once}`;
}

/** 'Upgrade to Premium' or 'Change to Growth', asking first with the plan's price. */
export function ChangePlanButton({
  plan,
  provider,
  verb,
  disabled,
  onConfirm,
}: {
  plan: Plan;
  provider: Provider;
  verb: 'Upgrade' | 'Change';
  disabled: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      title={`${verb} to ${plan.name} for ${plan.price}?`}
      description={changeDescription(plan, provider)}
      confirmLabel="Confirm"
      destructive={false}
      onConfirm={onConfirm}
      trigger={
        <Button className="h-auto min-h-10 py-2 max-sm:h-auto max-sm:min-h-11" disabled={disabled}>
          {verb} to {plan.name}
        </Button>
      }
    />
  );
}

/** 'Cancel my plan', asking first and saying when the plan ends. */
export function CancelPlanButton({
  planName,
  provider,
  disabled,
  onConfirm,
}: {
  planName: string;
  provider: Provider;
  disabled: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      title="Cancel my plan?"
      description={
        provider === 'stripe'
          ? `Your ${planName} plan is not renewed: it ends at the end of the period you have paid for, and you then move to the free membership.`
          : `Your ${planName} plan ends now and you move to the free membership.`
      }
      confirmLabel="Cancel my plan"
      cancelLabel="Keep my plan"
      onConfirm={onConfirm}
      trigger={
        <Button variant="secondary" disabled={disabled}>
          Cancel my plan
        </Button>
      }
    />
  );
}

/**
 * A visitor's way to a plan: an account first. A paid plan's link brings them to the Membership page once
 * signed up (register keeps `from`, as it does for a protected page that sent them to sign in).
 */
export function VisitorPlanAction({
  plan,
  canCheckout,
  nameId,
}: {
  plan: Plan;
  canCheckout: boolean;
  nameId: string;
}) {
  if (plan.tier === 'free') {
    return (
      <Button asChild variant="secondary">
        <Link to="/register">Start free</Link>
      </Button>
    );
  }
  if (!canCheckout) return null;
  return (
    <Button asChild className="h-auto min-h-10 py-2 max-sm:h-auto max-sm:min-h-11">
      {/* Three links read the same: each is described by its plan's name. */}
      <Link to={wayInPath('/register', '/subscription')} aria-describedby={nameId}>
        Sign up to choose
      </Link>
    </Button>
  );
}
