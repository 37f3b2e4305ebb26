import { PageHeader } from '@client/components/ui/page-header';
import { PlansSection } from '@client/features/billing/components/plans-section';

export function SubscriptionPage() {
  return (
    <>
      <PageHeader
        title="Membership"
        description="Choose the membership that fits you. Downloading or deleting your data is free on every plan."
      />
      <PlansSection />
    </>
  );
}
