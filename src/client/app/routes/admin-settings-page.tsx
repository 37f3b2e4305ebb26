import { Card } from '@client/components/ui/card';
import { PageHeader } from '@client/components/ui/page-header';
import { SiteSettingsForm } from '@client/features/admin/components/site-settings-form';
import { TrustSettingsSection } from '@client/features/admin/components/trust-settings-form';
import { useSiteSettings } from '@client/features/settings/api/site-settings';

export function AdminSettingsPage() {
  const settings = useSiteSettings();
  return (
    <>
      <PageHeader
        title="Site settings"
        description="The announcement bar, maintenance mode and the forum’s trust levels."
      />
      <div className="max-w-2xl space-y-6">
        <Card>
          <SiteSettingsForm settings={settings} />
        </Card>
        <Card>
          <TrustSettingsSection />
        </Card>
      </div>
    </>
  );
}
