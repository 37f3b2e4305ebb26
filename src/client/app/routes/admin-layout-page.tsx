import type { ContentBundle, HomepageSection } from '@shared/content/content.schemas';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { HomeLayoutEditor } from '@client/features/admin/components/home-layout-editor';
import { ProgressFeaturesEditor } from '@client/features/admin/components/progress-features-editor';
import { CareNoteSection } from '@client/features/home/components/care-note-section';
import { useContent } from '@client/features/library/api/content';
import { HomeSection } from './home-page';

/** The home page as the draft would publish it, drawn as the home page draws itself. */
function HomePreview({ sections, bundle }: { sections: HomepageSection[]; bundle: ContentBundle }) {
  return (
    <div className="space-y-16 sm:space-y-20">
      {sections.map((section) => (
        <div key={section.sectionKey} data-section={section.sectionKey}>
          <HomeSection section={section} bundle={bundle} />
        </div>
      ))}
      <CareNoteSection />
    </div>
  );
}

export function AdminLayoutPage() {
  const { data } = useContent();
  return (
    <>
      <PageHeader
        title="Home and progress layout"
        description="Arrange the home page as a draft, check the preview, then publish it. Progress features switch at once."
      />
      {data ? (
        <div className="space-y-10">
          <section className="space-y-3">
            <h2 className="text-xl font-semibold text-slate-900">Home page sections</h2>
            {/* A new published layout starts the editor afresh; an unpublished draft is kept in the tab. */}
            <HomeLayoutEditor
              key={JSON.stringify(data.homepageLayout)}
              sections={data.homepageLayout}
              renderPreview={(shown) => <HomePreview sections={shown} bundle={data} />}
            />
          </section>
          <section className="space-y-3 xl:max-w-xl">
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
