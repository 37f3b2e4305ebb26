import { Card } from '@client/components/ui/card';
import { PageHeader } from '@client/components/ui/page-header';
import { SiteSettingsForm } from '@client/features/admin/components/site-settings-form';
import { useSiteSettings } from '@client/features/settings/api/site-settings';

export function AdminSettingsPage() {
  const settings = useSiteSettings();
  return (
    <>
      <PageHeader title="Site settings" description="The announcement bar and maintenance mode." />
      <Card className="max-w-2xl">
        <SiteSettingsForm settings={settings} />
      </Card>
    </>
  );
}
