import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { ApiRequestError } from '@client/lib/api-client';
import { stopEmail } from '../api/reminder-settings';

/** What each e-mail's unsubscribe page is called and says once done. */
export const emailNames = {
  'weekly-summary': {
    name: 'the weekly summary',
    done: 'The weekly summary is stopped. You will not get it again.',
  },
  'forum-digest': {
    name: 'the forum digest',
    done: 'The forum digest is stopped. You will not get it again.',
  },
} as const;
export type EmailListName = keyof typeof emailNames;

/**
 * The page behind an e-mail's "stop it" link. It acts on a click, never on load, so a mail scanner that opens
 * links stops nothing (mail apps use the one-click List-Unsubscribe header instead).
 */
export function StopEmail({
  member,
  token,
  list,
}: {
  member: string | null;
  token: string | null;
  list: EmailListName;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(
    member && token ? null : 'This link is incomplete. Open the link from your email again.',
  );
  const stop = async () => {
    if (!member || !token) return;
    setState('busy');
    setError(null);
    try {
      await stopEmail({ member, token, ...(list === 'weekly-summary' ? {} : { list }) });
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
        <FormAlert tone="success" message={emailNames[list].done} />
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
          {state === 'busy' ? 'Stopping it…' : `Stop ${emailNames[list].name}`}
        </Button>
      ) : null}
    </div>
  );
}
