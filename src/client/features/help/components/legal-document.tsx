import { CrisisHelpNote } from '@client/components/content/crisis-help-note';
import { Prose } from '@client/components/content/prose';
import { PageHeader } from '@client/components/ui/page-header';
import { splitMarkdownSections } from '../markdown-sections';
import { usePageMarkdown, type PageId } from '../page-markdown';
import { MarkdownBody, MarkdownSections, TableOfContents } from './markdown-document';
import { PageLoading, PageUnavailable } from './page-status';

function LegalBody({ markdown, crisisHelpAfter }: { markdown: string; crisisHelpAfter?: string }) {
  const { intro, sections } = splitMarkdownSections(markdown);
  const noteSection = sections.find((section) => section.id === crisisHelpAfter)?.id;
  return (
    <>
      {intro !== '' ? (
        <Prose className="mb-8 text-sm font-medium">
          <MarkdownBody markdown={intro} />
        </Prose>
      ) : null}
      <TableOfContents
        headings={sections}
        title="Contents"
        titleId="legal-contents"
        numbered
        className="max-w-[70ch]"
      />
      <MarkdownSections
        sections={sections}
        numbered
        after={noteSection !== undefined ? { [noteSection]: <CrisisHelpNote headingLevel={3} /> } : undefined}
      />
      {crisisHelpAfter !== undefined && noteSection === undefined ? (
        <CrisisHelpNote className="mt-10 max-w-[70ch]" />
      ) : null}
    </>
  );
}

/**
 * A policy page: its title and summary, then its Markdown from the content store (the "Last updated" line
 * before the first heading, a numbered table of contents built from the `##` headings, and the numbered
 * sections). `crisisHelpAfter` shows the crisis-help note under that section, or on its own when the
 * section or the whole text is missing.
 */
export function LegalDocument({
  title,
  intro,
  pageId,
  crisisHelpAfter,
}: {
  title: string;
  intro: string;
  pageId: PageId;
  crisisHelpAfter?: string;
}) {
  const page = usePageMarkdown(pageId);
  return (
    <>
      <PageHeader title={title} description={intro} />

      {page.status === 'ready' ? (
        <LegalBody markdown={page.markdown} crisisHelpAfter={crisisHelpAfter} />
      ) : (
        <>
          {page.status === 'loading' ? <PageLoading /> : <PageUnavailable />}
          {crisisHelpAfter !== undefined ? <CrisisHelpNote className="mt-10 max-w-[70ch]" /> : null}
        </>
      )}

      <p className="mt-12 max-w-[70ch] border-t border-slate-200 pt-6 text-sm text-slate-700">
        © 2025 Design Your Life. All rights reserved.
      </p>
    </>
  );
}
