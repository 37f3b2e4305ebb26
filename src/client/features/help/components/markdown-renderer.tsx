import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';

const components: Components = {
  // Internal links stay in the app; in-page (#) links jump; others open normally, with no referrer.
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href} rel={href.startsWith('#') ? undefined : 'noreferrer noopener'}>
        {children}
      </a>
    ),
  // The page header holds the one h1.
  h1: ({ children }) => <h2>{children}</h2>,
};

/** Markdown without any raw HTML (skipHtml); place it inside a Prose. */
export function RenderedMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown skipHtml components={components}>
      {markdown}
    </Markdown>
  );
}
