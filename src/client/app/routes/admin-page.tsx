import { Card } from '@client/components/ui/card';
import { PageHeader } from '@client/components/ui/page-header';
import { ContactMessagesList } from '@client/features/admin/components/contact-messages-list';
import { SiteSettingsForm } from '@client/features/admin/components/site-settings-form';
import { useSiteSettings } from '@client/features/settings/settings-api';

export function AdminPage() {
  const settings = useSiteSettings();
  return (
    <>
      <PageHeader title="Admin Panel" description="Site settings and messages from the contact form." />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="space-y-4">
          <h2 className="text-xl font-semibold">Site settings</h2>
          <SiteSettingsForm settings={settings} />
        </Card>
        <Card className="space-y-4">
          <h2 className="text-xl font-semibold">Contact messages</h2>
          <ContactMessagesList />
        </Card>
      </div>
    </>
  );
}
