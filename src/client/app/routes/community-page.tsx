import { PageHeader } from '@client/components/ui/page-header';
import { CommunityHome } from '@client/features/community/components/community-home';

export function CommunityPage() {
  return (
    <>
      <PageHeader
        title="Community"
        description="Ask, share and celebrate with people growing alongside you."
      />
      <CommunityHome />
    </>
  );
}
