import { PageHeader } from '@client/components/ui/page-header';
import { MediaLibrary } from '@client/features/admin/components/media-library';

export function AdminMediaPage() {
  return (
    <>
      <PageHeader title="Media" description="Images and PDFs for pages and skills, served from /media/." />
      <MediaLibrary />
    </>
  );
}
