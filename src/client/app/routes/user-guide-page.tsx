import { CrisisHelpNote } from '@client/components/content/crisis-help-note';
import { Prose } from '@client/components/content/prose';
import { PageHeader } from '@client/components/ui/page-header';
import {
  MarkdownBody,
  MarkdownSections,
  TableOfContents,
} from '@client/features/help/components/markdown-document';
import { PageLoading, PageUnavailable } from '@client/features/help/components/page-status';
import { splitMarkdownSections } from '@client/features/help/markdown-sections';
import { usePageMarkdown } from '@client/features/help/page-markdown';

/** The section the crisis-help note follows, when the guide has one with this heading. */
const COMMUNITY_SECTION = 'community-etiquette';

function GuideBody({ markdown }: { markdown: string }) {
  const { intro, sections } = splitMarkdownSections(markdown);
  return (
    <>
      <TableOfContents headings={sections} title="On this page" titleId="guide-contents" columns />
      {intro !== '' ? (
        <Prose className="mb-10">
          <MarkdownBody markdown={intro} />
        </Prose>
      ) : null}
      <MarkdownSections
        sections={sections}
        after={{ [COMMUNITY_SECTION]: <CrisisHelpNote headingLevel={3} /> }}
        className="[&>section]:scroll-mt-24 [&>section]:border-t [&>section]:border-slate-200 [&>section]:pt-2"
      />
    </>
  );
}

export function UserGuidePage() {
  const page = usePageMarkdown('user-guide');
  return (
    <>
      <PageHeader
        title="User Guide"
        description="How to find your way around Design Your Life, step by step. Read it from the top, or jump to the part you need."
      />
      {page.status === 'loading' ? <PageLoading /> : null}
      {page.status === 'missing' ? <PageUnavailable /> : null}
      {page.status === 'ready' ? <GuideBody markdown={page.markdown} /> : null}
    </>
  );
}
