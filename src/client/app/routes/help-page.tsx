import { Link } from 'react-router';
import { BookOpen, Mail, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { CrisisHelpNote } from '@client/components/content/crisis-help-note';
import { Prose } from '@client/components/content/prose';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { PageHeader } from '@client/components/ui/page-header';
import { faqEntries } from '@client/features/help/faq-entries';
import { FaqList } from '@client/features/help/components/faq-list';
import { MarkdownBody, MarkdownSections } from '@client/features/help/components/markdown-document';
import { PageLoading, PageUnavailable } from '@client/features/help/components/page-status';
import { splitMarkdownSections } from '@client/features/help/markdown-sections';
import { usePageMarkdown } from '@client/features/help/page-markdown';

interface Shortcut {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

const shortcuts: Shortcut[] = [
  {
    to: '/user-guide',
    title: 'User guide',
    text: 'Step-by-step instructions for the library, every tool, your progress and the community.',
    icon: <BookOpen aria-hidden="true" className="h-5 w-5" />,
  },
  {
    to: '/privacy',
    title: 'Privacy & your data',
    text: 'What we store, who can see it and how to ask for a copy or deletion.',
    icon: <ShieldCheck aria-hidden="true" className="h-5 w-5" />,
  },
  {
    to: '/contact',
    title: 'Contact us',
    text: 'Write to a real person about your account, membership, feedback or privacy.',
    icon: <Mail aria-hidden="true" className="h-5 w-5" />,
  },
];

/** The help center's own text ("Still need help?") from the content store, then the contact button. */
function HelpContact() {
  const page = usePageMarkdown('help');
  if (page.status === 'loading') return <PageLoading className="py-4" />;
  if (page.status === 'missing') return <PageUnavailable className="border-none bg-transparent p-0" />;
  const { intro, sections } = splitMarkdownSections(page.markdown);
  return (
    <>
      {intro !== '' ? (
        <Prose className="mb-6">
          <MarkdownBody markdown={intro} />
        </Prose>
      ) : null}
      <MarkdownSections sections={sections} className="[&_h2]:text-xl" />
      <Button asChild className="mt-4">
        <Link to="/contact">Contact us</Link>
      </Button>
    </>
  );
}

export function HelpPage() {
  return (
    <>
      <PageHeader
        title="Help Center"
        description="Answers to common questions about your account, the tools, your privacy and the community. Search below, or write to us if you can’t find what you need."
      />

      <CrisisHelpNote className="mb-10" />

      <section aria-labelledby="help-shortcuts" className="mb-12">
        <h2 id="help-shortcuts" className="text-2xl font-bold tracking-tight text-slate-900">
          Popular places to start
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {shortcuts.map((shortcut) => (
            <li key={shortcut.to}>
              <Card className="relative h-full p-5 transition-colors focus-within:border-teal-400 hover:border-teal-400">
                <span className="inline-flex h-9 w-9 items-center justify-center rounded-lg bg-teal-50 text-teal-800">
                  {shortcut.icon}
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">
                  <Link to={shortcut.to} className="after:absolute after:inset-0 hover:text-teal-800">
                    {shortcut.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-slate-700">{shortcut.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="help-faq" className="mb-12">
        <h2 id="help-faq" className="mb-4 text-2xl font-bold tracking-tight text-slate-900">
          Frequently asked questions
        </h2>
        <FaqList entries={faqEntries} />
      </section>

      <Card className="bg-teal-50/60">
        <HelpContact />
      </Card>
    </>
  );
}
