import { Navigate } from 'react-router';
import { PageHeader } from '@client/components/ui/page-header';
import { PlansSection } from '@client/features/billing/components/plans-section';
import { useSession } from '@client/features/account/use-session';

/** The public prices (spec §2 public pages); a member changes plan on their Membership page instead. */
export function PricingPage() {
  const { user } = useSession();
  if (user) return <Navigate to="/subscription" replace />;
  return (
    <>
      <PageHeader
        title="Plans and prices"
        description="Every membership side by side: its price, the skills and tools it opens and its forum channels. Downloading or deleting your data is free on every plan."
      />
      <PlansSection />
    </>
  );
}
