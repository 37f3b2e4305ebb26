import type { Poll } from '@shared/community/community.schemas';
import { Button } from '@client/components/ui/button';
import { useVote } from '../api/vote';

const percent = (votes: number, total: number) => (total ? Math.round((votes / total) * 100) : 0);

/** A poll: one button per option until the member has voted, then the results as bars. */
export function PollView({ poll }: { poll: Poll }) {
  const vote = useVote();
  const voted = poll.myVoteOptionId !== null;
  return (
    <section aria-label="Poll" className="space-y-2 rounded-xl border border-slate-200 p-4">
      {voted ? (
        <ul className="space-y-3">
          {poll.options.map((option) => {
            const share = percent(option.votes, poll.totalVotes);
            const mine = option.id === poll.myVoteOptionId;
            return (
              <li key={option.id} className="space-y-1">
                <div className="flex justify-between gap-3 text-sm">
                  <span className="font-medium text-slate-900">
                    {option.text}
                    {mine ? <span className="ml-2 text-teal-800">(your vote)</span> : null}
                  </span>
                  <span className="text-slate-700">
                    {share}% · {option.votes} {option.votes === 1 ? 'vote' : 'votes'}
                  </span>
                </div>
                <div
                  role="meter"
                  aria-label={`${option.text}: ${share}%`}
                  aria-valuenow={share}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  className="h-2.5 overflow-hidden rounded-full bg-slate-100"
                >
                  <div
                    className={mine ? 'h-full bg-teal-700' : 'h-full bg-slate-400'}
                    style={{ width: `${share}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <ul className="space-y-2">
          {poll.options.map((option) => (
            <li key={option.id}>
              <Button
                variant="secondary"
                className="w-full justify-start"
                disabled={vote.isPending}
                onClick={() => vote.mutate(option.id)}
                aria-label={`Vote for ${option.text}`}
              >
                {option.text}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-600">
        {poll.totalVotes} {poll.totalVotes === 1 ? 'vote' : 'votes'}
        {voted ? '' : ' · vote to see the results'}
      </p>
    </section>
  );
}
