import { useSearchParams } from 'react-router';
import { AuthCard } from '@client/features/account/components/auth-card';
import { StopEmail, type EmailListName } from '@client/features/reminders/components/stop-email';

const pages: Record<EmailListName, { title: string; description: string }> = {
  'weekly-summary': {
    title: 'Stop the weekly summary',
    description:
      'No more Sunday emails about your week. Your reminders and everything else stay as they are.',
  },
  'forum-digest': {
    title: 'Stop the forum digest',
    description:
      'No more morning emails about replies and mentions. Your notifications in the app stay as they are.',
  },
};

export function EmailUnsubscribePage() {
  const [params] = useSearchParams();
  const list: EmailListName = params.get('list') === 'forum-digest' ? 'forum-digest' : 'weekly-summary';
  return (
    <AuthCard title={pages[list].title} description={pages[list].description}>
      <StopEmail member={params.get('member')} token={params.get('token')} list={list} />
    </AuthCard>
  );
}
