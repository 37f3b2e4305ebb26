import { contactTopicLabels } from '@shared/contact/contact.schemas';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { formatDate } from '@client/lib/format-date';
import { useContactMessages } from '../api/contact-messages';

export function ContactMessagesList() {
  const { data, isPending, isError, error, fetchNextPage, hasNextPage, isFetchingNextPage } =
    useContactMessages();
  if (isPending) return <Spinner />;
  if (isError) return <p className="text-red-700">Messages could not be loaded: {error.message}</p>;
  const messages = data.pages.flatMap((p) => p.items);
  if (messages.length === 0) return <p className="text-slate-700">No messages yet.</p>;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200">
        {messages.map((m) => (
          <li key={m.id} className="min-w-0 space-y-1 py-3 [overflow-wrap:anywhere]">
            <p className="text-sm text-slate-600">
              <time dateTime={m.createdAt}>{formatDate(new Date(m.createdAt), 'd MMM yyyy, HH:mm')}</time> ·{' '}
              {contactTopicLabels[m.subject]}
            </p>
            <p className="font-medium text-slate-900">
              {m.name} &lt;
              <a className="text-teal-800 underline" href={`mailto:${m.email}`}>
                {m.email}
              </a>
              &gt;
            </p>
            <p className="whitespace-pre-wrap text-slate-800">{m.message}</p>
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
