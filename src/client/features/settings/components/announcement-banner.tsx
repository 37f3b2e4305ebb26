import { useState } from 'react';
import { Megaphone, X } from 'lucide-react';

/** The site announcement above the header; dismissing it lasts for this page view only. */
export function AnnouncementBanner({ message }: { message: string }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !message) return null;
  return (
    <div role="region" aria-label="Announcement" className="bg-teal-800 text-white">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 text-sm">
        <Megaphone aria-hidden="true" className="h-4 w-4 shrink-0" />
        <p className="flex-1">{message}</p>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          className="rounded p-1 hover:bg-teal-700"
          aria-label="Dismiss announcement"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
