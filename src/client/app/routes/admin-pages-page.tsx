import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { PageEditor } from '@client/features/admin/components/page-editor';
import { useContent } from '@client/features/library/api/content';

export function AdminPagesPage() {
  const { data } = useContent();
  return (
    <>
      <PageHeader
        title="Pages"
        description="About, legal pages, the user guide and help text, in Markdown."
      />
      {data ? <PageEditor pages={data.pages} /> : <Spinner />}
    </>
  );
}
