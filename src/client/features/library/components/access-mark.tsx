import { Lock } from 'lucide-react';
import { accessStateOf, type Gated } from '@shared/content/tier-access';
import { cn } from '@client/lib/class-names';
import { tierBlurbs, tierLabels, useViewerTier } from '../use-access';

const base =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset whitespace-nowrap';

/**
 * The one access state of a card: open (blue Free, or emerald with the plan that includes it), or a lock
 * naming the lowest plan that opens it. Decided by the same function the server enforces.
 */
export function AccessMark({ gate }: { gate: Gated }) {
  const state = accessStateOf(useViewerTier(), gate);
  if (state.open) {
    const free = state.includedIn === 'free';
    return (
      <span
        data-access="open"
        data-badge={free ? 'access-free' : 'access-premium'}
        className={cn(
          base,
          free
            ? 'bg-blue-100 text-blue-900 ring-blue-600/30'
            : 'bg-emerald-100 text-emerald-900 ring-emerald-600/30',
        )}
      >
        {tierLabels[state.includedIn]}
        {free ? null : <span className="sr-only"> plan, included in yours</span>}
      </span>
    );
  }
  // Spec §9: premium is emerald, locked or not; a Growth lock is amber so the two plans read apart.
  const premium = state.requiredTier !== 'growth';
  return (
    <span
      data-access="locked"
      data-badge={premium ? 'access-premium' : undefined}
      title={tierBlurbs[state.requiredTier]}
      className={cn(
        base,
        premium
          ? 'bg-emerald-100 text-emerald-900 ring-emerald-600/30'
          : 'bg-amber-50 text-amber-950 ring-amber-600/40',
      )}
    >
      <Lock aria-hidden="true" className="h-3.5 w-3.5" />
      {tierLabels[state.requiredTier]}
      <span className="sr-only"> plan needed</span>
    </span>
  );
}
