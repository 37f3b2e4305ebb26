import { ChevronDown, HeartHandshake, Wind } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import {
  PACED_BREATHING,
  StepPacer,
} from '@client/features/tools/emotional-regulation-tool/components/step-pacer';

/** A mood this low in today's journal (1–5) offers the pause before a post. */
export const PAUSE_AT_MOOD = 2;

/**
 * The pause before posting on a hard day (the member's journal mood today is 1 or 2 of 5): a minute of
 * breathing or "check the facts", or post now. It never stops the post and is offered once per post.
 */
export function PostingPause({ onPost, onKeepEditing }: { onPost: () => void; onKeepEditing: () => void }) {
  const [breathing, setBreathing] = useState(false);
  return (
    <section
      aria-labelledby="posting-pause-title"
      className="space-y-4 rounded-xl bg-amber-50 p-4 text-slate-800 ring-1 ring-amber-200"
    >
      <h2 id="posting-pause-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <HeartHandshake aria-hidden="true" className="h-5 w-5 text-amber-800" /> A moment before you post?
      </h2>
      <p>
        Your journal says today has been hard. Words written on a hard day can land differently later. Would a
        minute first help? You can post right away too.
      </p>
      {breathing ? <StepPacer pacer={PACED_BREATHING} /> : null}
      <details className="group rounded-lg bg-white px-3 py-1 ring-1 ring-slate-200">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
          Check the facts
          <ChevronDown
            aria-hidden="true"
            className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
          />
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>What happened, in words a camera would agree with?</li>
          <li>What am I telling myself about it, and is there another way to see it?</li>
          <li>Does the strength of what I feel fit the facts?</li>
        </ul>
        <Link
          to="/tools/emotional-regulation-tool"
          target="_blank"
          className="mt-2 inline-block text-teal-800 underline underline-offset-4"
        >
          The full skill in the regulation tool<span className="sr-only"> (opens in a new tab)</span>
        </Link>
        <div className="h-2" />
      </details>
      <div className="flex flex-wrap gap-2">
        {breathing ? null : (
          <Button variant="secondary" onClick={() => setBreathing(true)}>
            <Wind aria-hidden="true" className="h-4 w-4" /> Breathe for a minute
          </Button>
        )}
        <Button onClick={onPost}>Post now</Button>
        <Button variant="ghost" onClick={onKeepEditing}>
          Keep editing
        </Button>
      </div>
    </section>
  );
}
