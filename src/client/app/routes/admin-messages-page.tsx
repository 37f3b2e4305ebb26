import { Card } from '@client/components/ui/card';
import { PageHeader } from '@client/components/ui/page-header';
import { ContactMessagesList } from '@client/features/admin/components/contact-messages-list';

export function AdminMessagesPage() {
  return (
    <>
      <PageHeader title="Messages" description="What visitors and members sent through the contact form." />
      <Card>
        <ContactMessagesList />
      </Card>
    </>
  );
}
