import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { cn } from '@client/lib/class-names';
import { forumImageSize } from '@shared/community/forum-images';
import { mentionHref, remarkMentions } from './remark-mentions';

const plugins = [remarkMentions];

// Members' links are untrusted: search engines should not follow them, and the page they open gets no opener.
// A mention is the app's own link to the member's profile.
const components: Components = {
  a: ({ href, children }) =>
    href?.startsWith(mentionHref('')) ? (
      <Link to={href} className="font-medium">
        {children}
      </Link>
    ) : (
      <a href={href} rel="nofollow ugc noopener" target="_blank">
        {children}
      </a>
    ),
  h1: ({ children }) => <h3>{children}</h3>,
  h2: ({ children }) => <h3>{children}</h3>,
  // The forum's own images, lazily, in a box reserved from their address; any other picture is its words only
  // (an image from another site would tell that site who read the post).
  img: ({ alt, src }) => {
    const size = forumImageSize(typeof src === 'string' ? src : undefined);
    if (!size) return <span>{alt}</span>;
    return (
      <img
        src={src as string}
        alt={alt ?? ''}
        width={size.width}
        height={size.height}
        loading="lazy"
        decoding="async"
        className="h-auto max-h-[32rem] w-auto max-w-full rounded-lg bg-slate-100 object-contain"
      />
    );
  },
};

/** A post or reply written by a member: Markdown with any raw HTML dropped. */
export function PostMarkdown({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <div
      className={cn(
        'space-y-3 break-words text-slate-800 [&_a]:text-teal-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-6',
        className,
      )}
    >
      <Markdown skipHtml components={components} remarkPlugins={plugins}>
        {markdown}
      </Markdown>
    </div>
  );
}
