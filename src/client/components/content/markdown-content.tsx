import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { Prose } from './prose';

const components: Components = {
  // Internal links stay in the app; others open normally, with no referrer.
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href} rel="noreferrer noopener">
        {children}
      </a>
    ),
  h1: ({ children }) => <h2>{children}</h2>,
};

/** Markdown from the content store, rendered without any raw HTML (skipHtml), in the prose style. */
export function MarkdownContent({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <Prose className={className}>
      <Markdown skipHtml components={components}>
        {markdown}
      </Markdown>
    </Prose>
  );
}
