import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { HomeLayoutEditor, ProgressFeaturesEditor } from '@client/features/admin/components/layout-editors';
import { useContent } from '@client/features/library/api/content';

export function AdminLayoutPage() {
  const { data } = useContent();
  return (
    <>
      <PageHeader
        title="Home and progress layout"
        description="What the home page shows, in which order, and which progress features members see."
      />
      {data ? (
        <div className="grid gap-8 xl:grid-cols-2">
          <section className="space-y-3">
            <h2 className="text-xl font-semibold text-slate-900">Home page sections</h2>
            <HomeLayoutEditor key={JSON.stringify(data.homepageLayout)} sections={data.homepageLayout} />
          </section>
          <section className="space-y-3">
            <h2 className="text-xl font-semibold text-slate-900">Progress features</h2>
            <ProgressFeaturesEditor features={data.progressFeatures} />
          </section>
        </div>
      ) : (
        <Spinner />
      )}
    </>
  );
}
