import { HeartHandshake } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { mentionsCrisis } from '../crisis-phrases';
import { openHelpNow } from '../help-now-store';

/**
 * The gentle card a writing tool shows when what the member types holds a crisis phrase (checked here, on the
 * device: see mentionsCrisis). It blocks nothing: the member can keep writing, open the help panel, or put it
 * away ("Not now") until the text no longer matches and matches again.
 */
export function CrisisPhraseCard({ text }: { text: string }) {
  const [dismissed, setDismissed] = useState(false);
  const matches = mentionsCrisis(text);
  if (!matches && dismissed) setDismissed(false);
  if (!matches || dismissed) return null;
  return (
    <aside
      aria-label="Support"
      className="flex flex-col gap-3 rounded-xl bg-rose-50 p-4 text-slate-800 ring-1 ring-rose-200 sm:flex-row sm:items-center"
    >
      <HeartHandshake aria-hidden="true" className="h-6 w-6 shrink-0 text-rose-800" />
      <p className="flex-1">
        It sounds like things may be really hard right now. You do not have to face this alone: help is one
        tap away.
      </p>
      <div className="flex gap-2">
        <Button onClick={openHelpNow}>See help now</Button>
        <Button variant="ghost" onClick={() => setDismissed(true)}>
          Not now
        </Button>
      </div>
    </aside>
  );
}
