import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Prose } from '@client/components/content/prose';
import { Button } from '@client/components/ui/button';
import { PageHeader } from '@client/components/ui/page-header';
import { usePlansPath } from '@client/features/billing/plans-path';
import { MarkdownBody, MarkdownSections } from '@client/features/help/components/markdown-document';
import { PageLoading, PageUnavailable } from '@client/features/help/components/page-status';
import { splitMarkdownSections } from '@client/features/help/markdown-sections';
import { usePageMarkdown } from '@client/features/help/page-markdown';

function LifetimeBody({ markdown }: { markdown: string }) {
  const { intro, sections } = splitMarkdownSections(markdown);
  return (
    <>
      {intro !== '' ? (
        <Prose>
          <MarkdownBody markdown={intro} />
        </Prose>
      ) : null}
      <MarkdownSections sections={sections} className="space-y-12" />
    </>
  );
}

export function LifetimeEarlyAccessPage() {
  const page = usePageMarkdown('lifetime-early-access');
  const plansPath = usePlansPath();
  return (
    <>
      <PageHeader
        title="Lifetime Early Access"
        description="Join Lifetime Mastery, our highest membership, early: every skill and every tool, for good, plus a community channel of your own."
      >
        <Button asChild size="lg" className="mt-2">
          <Link to={plansPath}>
            See membership options
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </Button>
      </PageHeader>

      <div className="space-y-12">
        {page.status === 'loading' ? <PageLoading /> : null}
        {page.status === 'missing' ? <PageUnavailable /> : null}
        {page.status === 'ready' ? <LifetimeBody markdown={page.markdown} /> : null}

        <section aria-labelledby="lifetime-cta" className="rounded-2xl bg-teal-50/70 p-6 text-center sm:p-10">
          <h2 id="lifetime-cta" className="text-2xl font-bold tracking-tight text-slate-900">
            Ready to make it a lifelong practice?
          </h2>
          <p className="mx-auto mt-2 max-w-[60ch] text-slate-700">
            Compare every membership side by side and choose the one that fits you.
          </p>
          <Button asChild size="lg" className="mt-5">
            <Link to={plansPath}>
              Go to subscription options
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
          </Button>
        </section>
      </div>
    </>
  );
}
