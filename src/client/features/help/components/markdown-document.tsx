import type { ReactNode } from 'react';
import { Prose } from '@client/components/content/prose';
import { ChunkBoundary } from '@client/components/ui/chunk-boundary';
import { cn } from '@client/lib/class-names';
import { lazyChunk } from '@client/lib/lazy-chunk';
import type { MarkdownHeading, MarkdownSection } from '../markdown-sections';
import { PageLoading } from './page-status';

// react-markdown is about 32 KiB gzipped: it loads beside the page's text (usePageMarkdown starts it), not
// before the page can show its header.
const RenderedMarkdown = lazyChunk(async () => (await import('./markdown-renderer')).RenderedMarkdown);

/** Starts loading the Markdown renderer ahead of its first use. */
export function preloadMarkdownRenderer(): void {
  void RenderedMarkdown.preload().catch(() => undefined);
}

/** Markdown without any raw HTML (skipHtml); place it inside a Prose. A spinner holds its place until the renderer
 * has loaded. */
export function MarkdownBody({ markdown }: { markdown: string }) {
  return (
    <ChunkBoundary loading={<PageLoading className="py-4" />} what="This text">
      <RenderedMarkdown markdown={markdown} />
    </ChunkBoundary>
  );
}

/**
 * The `##` sections of a page, each a landmark labelled by its h2, which carries the section's slug id
 * (the target of the table of contents). `after` places extra content under a section, by id.
 */
export function MarkdownSections({
  sections,
  numbered = false,
  after,
  className,
}: {
  sections: readonly MarkdownSection[];
  /** Prefix each heading with its number ("1. Who we are"), as the legal pages do. */
  numbered?: boolean;
  after?: Readonly<Record<string, ReactNode>>;
  className?: string;
}) {
  return (
    <ChunkBoundary loading={<PageLoading />} what="This page's text">
      <div className={cn('space-y-10', className)}>
        {sections.map((section, index) => {
          const extra = after?.[section.id];
          return (
            <section key={section.id} aria-labelledby={section.id}>
              <Prose>
                <h2 id={section.id}>
                  {numbered ? `${index + 1}. ` : null}
                  {section.title}
                </h2>
                <RenderedMarkdown markdown={section.markdown} />
              </Prose>
              {extra ? <div className="mt-5 max-w-[70ch]">{extra}</div> : null}
            </section>
          );
        })}
      </div>
    </ChunkBoundary>
  );
}

/** "On this page" links to each section heading, generated from the Markdown's `##` headings. */
export function TableOfContents({
  headings,
  title,
  titleId,
  numbered = false,
  columns = false,
  className,
}: {
  headings: readonly MarkdownHeading[];
  title: string;
  titleId: string;
  /** Write the numbers into the link text, matching numbered section headings. */
  numbered?: boolean;
  /** Two columns on wider screens, with list numbers as markers. */
  columns?: boolean;
  className?: string;
}) {
  if (headings.length === 0) return null;
  return (
    <nav
      aria-labelledby={titleId}
      className={cn('mb-10 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6', className)}
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <ol
        className={cn(
          'mt-3 text-slate-700',
          columns
            ? 'list-decimal gap-x-10 pl-6 marker:text-slate-500 sm:columns-2 [&>li]:mb-2 [&>li]:break-inside-avoid'
            : 'space-y-1.5',
        )}
      >
        {headings.map((heading, index) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="font-medium text-teal-800 underline underline-offset-4 hover:text-teal-900"
            >
              {numbered ? `${index + 1}. ` : null}
              {heading.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
