import { Prose } from '@client/components/content/prose';
import { PageHeader } from '@client/components/ui/page-header';
import { MarkdownBody, MarkdownSections } from '@client/features/help/components/markdown-document';
import { PageLoading, PageUnavailable } from '@client/features/help/components/page-status';
import { splitMarkdownSections } from '@client/features/help/markdown-sections';
import { usePageMarkdown } from '@client/features/help/page-markdown';

/** /community/guidelines — the forum's welcome, its guidelines and a "start here" for each channel (site content). */
export function CommunityGuidelinesPage() {
  const page = usePageMarkdown('community-guidelines');
  const split = page.status === 'ready' ? splitMarkdownSections(page.markdown) : null;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Welcome and community guidelines"
        description="How we look after each other here, and what each channel is for."
      />
      {page.status === 'loading' ? <PageLoading /> : null}
      {page.status === 'missing' ? <PageUnavailable /> : null}
      {split ? (
        <div className="space-y-10">
          {split.intro !== '' ? (
            <Prose>
              <MarkdownBody markdown={split.intro} />
            </Prose>
          ) : null}
          <MarkdownSections sections={split.sections} />
        </div>
      ) : null}
    </div>
  );
}
