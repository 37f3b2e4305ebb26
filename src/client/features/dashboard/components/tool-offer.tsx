import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { tierNames } from '@shared/billing/plan-features';
import { canAccess, gateOfTool, lowestTierOpening } from '@shared/content/tier-access';
import type { ToolKey } from '@shared/tools/tool-keys';
import { useSession } from '@client/features/account/use-session';
import { useContent } from '@client/features/library/api/content';

const linkClasses = 'font-semibold text-teal-800 underline';

/**
 * The way to a tool from the dashboard: `children` when the member's plan opens it. When it does not, never a link
 * to a lock: what the lowest plan that opens it gives, and something the member can do now with a tool they have.
 * While the content is unknown (loading, offline), `children` as before: the tool page says the rest.
 */
export function ToolOffer({
  toolKey,
  instead,
  children,
}: {
  toolKey: ToolKey;
  /** A tool suited to the same moment, offered when `toolKey` is locked and this one is open. */
  instead: { toolKey: ToolKey; label: string };
  children: ReactNode;
}) {
  const { profile } = useSession();
  const tools = useContent().data?.tools;
  const tool = tools?.find((t) => t.id === toolKey);
  const tier = profile?.subscriptionTier;
  if (!tool || canAccess(tier, gateOfTool(tool))) return children;
  const plan = tierNames[lowestTierOpening(gateOfTool(tool))];
  const alternative = tools?.find((t) => t.id === instead.toolKey);
  return (
    <p className="text-slate-700">
      {tool.name} comes with the {plan} plan.{' '}
      <Link to="/subscription" className={linkClasses}>
        See what {plan} gives
      </Link>
      {alternative && canAccess(tier, gateOfTool(alternative)) ? (
        <>
          {' '}
          · Today, you can{' '}
          <Link to={`/tools/${alternative.id}`} className={linkClasses}>
            {instead.label}
          </Link>
          .
        </>
      ) : null}
    </p>
  );
}
