import { Pin } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Pinned above the feed: the forum's welcome and guidelines (site content an admin edits, not a member's post),
 * and for a channel, where its "start here" is.
 */
export function WelcomeCard({ channelName }: { channelName?: string }) {
  return (
    <aside
      aria-label="Welcome"
      className="space-y-1 rounded-2xl border border-teal-300 bg-teal-50/60 p-4 text-sm text-slate-800"
    >
      <p className="inline-flex items-center gap-1 text-xs font-semibold text-teal-900">
        <Pin aria-hidden="true" className="h-3.5 w-3.5" />
        Pinned
      </p>
      <p>
        <Link to="/community/guidelines" className="text-base font-semibold text-slate-900 underline">
          Welcome and community guidelines
        </Link>
      </p>
      <p>
        {channelName
          ? `New to ${channelName}? The guidelines end with what each channel is for: start there.`
          : 'Be kind, share your experience rather than a diagnosis, and use Need help now when things are hard.'}
      </p>
    </aside>
  );
}
