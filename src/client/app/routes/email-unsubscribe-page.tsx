import { useSearchParams } from 'react-router';
import { AuthCard } from '@client/features/account/components/auth-card';
import { StopWeeklySummary } from '@client/features/reminders/components/stop-weekly-summary';

export function EmailUnsubscribePage() {
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Stop the weekly summary"
      description="No more Sunday emails about your week. Your reminders and everything else stay as they are."
    >
      <StopWeeklySummary member={params.get('member')} token={params.get('token')} />
    </AuthCard>
  );
}
