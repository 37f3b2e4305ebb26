import { useSearchParams } from 'react-router';
import { Card } from '@client/components/ui/card';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { useChannels } from '@client/features/community/api/channels';
import { CreatePostForm } from '@client/features/community/components/create-post-form';

export function CommunityCreatePostPage() {
  const channels = useChannels();
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="New post" description="Start a discussion, ask a question or run a poll." />
      <Card>
        {channels.data ? (
          <CreatePostForm
            channels={channels.data.items}
            initialChannel={params.get('channel') ?? undefined}
          />
        ) : channels.isError ? (
          <p className="text-slate-700">The channels could not be loaded. Please try again in a moment.</p>
        ) : (
          <Spinner label="Loading channels" />
        )}
      </Card>
    </div>
  );
}
