import { Link } from 'react-router';
import { CrisisHelpNote } from '@client/components/content/crisis-help-note';
import { Prose } from '@client/components/content/prose';
import { Button } from '@client/components/ui/button';
import { PageHeader } from '@client/components/ui/page-header';
import { MarkdownBody, MarkdownSections } from '@client/features/help/components/markdown-document';
import { PageLoading, PageUnavailable } from '@client/features/help/components/page-status';
import { splitMarkdownSections } from '@client/features/help/markdown-sections';
import { usePageMarkdown } from '@client/features/help/page-markdown';

function AboutBody({ markdown }: { markdown: string }) {
  const { intro, sections } = splitMarkdownSections(markdown);
  return (
    <div className="space-y-12">
      {intro !== '' ? (
        <Prose>
          <MarkdownBody markdown={intro} />
        </Prose>
      ) : null}
      <MarkdownSections sections={sections} className="space-y-12" />
    </div>
  );
}

export function AboutPage() {
  const page = usePageMarkdown('about');
  return (
    <>
      <PageHeader
        title="About Design Your Life"
        description="Helping people build calmer, more intentional lives with small, practical skills grounded in psychology."
      />

      <div className="space-y-12">
        {page.status === 'loading' ? <PageLoading /> : null}
        {page.status === 'missing' ? <PageUnavailable /> : null}
        {page.status === 'ready' ? <AboutBody markdown={page.markdown} /> : null}

        <div className="max-w-[70ch]">
          <CrisisHelpNote />
        </div>

        <section aria-labelledby="about-start" className="rounded-2xl bg-teal-50/70 p-6 sm:p-8">
          <h2 id="about-start" className="text-xl font-bold text-slate-900">
            Start with one small step
          </h2>
          <p className="mt-2 max-w-[65ch] text-slate-700">
            Free membership includes four skill categories and seven tools.
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/register">Create a free account</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/user-guide">Read the user guide</Link>
            </Button>
          </div>
        </section>
      </div>
    </>
  );
}
