import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { ApiRequestError } from '@client/lib/api-client';
import { stopWeeklySummary } from '../api/reminder-settings';

/**
 * The page behind the weekly summary's "stop it" link. It acts on a click, never on load, so a mail scanner
 * that opens links stops nothing (mail apps use the one-click List-Unsubscribe header instead).
 */
export function StopWeeklySummary({ member, token }: { member: string | null; token: string | null }) {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(
    member && token ? null : 'This link is incomplete. Open the link from your email again.',
  );
  const stop = async () => {
    if (!member || !token) return;
    setState('busy');
    setError(null);
    try {
      await stopWeeklySummary({ member, token });
      setState('done');
    } catch (caught) {
      setState('idle');
      setError(
        caught instanceof ApiRequestError ? caught.message : 'Something went wrong. Please try again.',
      );
    }
  };
  if (state === 'done')
    return (
      <div className="space-y-4">
        <FormAlert tone="success" message="The weekly summary is stopped. You will not get it again." />
        <Link to="/profile#reminders" className="block text-center font-semibold text-teal-800 underline">
          Your reminder settings
        </Link>
      </div>
    );
  return (
    <div className="space-y-4">
      <FormAlert message={error} />
      {member && token ? (
        <Button type="button" className="w-full" onClick={stop} disabled={state === 'busy'}>
          {state === 'busy' ? 'Stopping it…' : 'Stop the weekly summary'}
        </Button>
      ) : null}
    </div>
  );
}
