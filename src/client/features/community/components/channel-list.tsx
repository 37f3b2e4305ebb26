import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { tierNames } from '@shared/billing/plan-features';
import type { Channel } from '@shared/community/community.schemas';
import { cn } from '@client/lib/class-names';

const itemClasses =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100';

/** 'All' then the channels in the §9 order; a locked channel shows a lock and an upgrade link. */
export function ChannelList({
  channels,
  isPending,
  selected,
  onSelect,
}: {
  channels: Channel[];
  isPending: boolean;
  selected: string;
  onSelect: (slug: string) => void;
}) {
  return (
    <nav aria-label="Channels">
      <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        <li className="shrink-0">
          <button
            type="button"
            aria-current={selected === 'all' ? 'page' : undefined}
            className={cn(itemClasses, selected === 'all' && 'bg-teal-50 text-teal-900')}
            onClick={() => onSelect('all')}
          >
            <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-slate-400" />
            All
          </button>
        </li>
        {isPending
          ? [0, 1, 2, 3].map((i) => (
              <li
                key={i}
                aria-hidden="true"
                className="h-9 w-40 shrink-0 animate-pulse rounded-lg bg-slate-100"
              />
            ))
          : channels.map((channel) => (
              <li key={channel.id} className="shrink-0">
                {channel.canAccess ? (
                  <button
                    type="button"
                    aria-current={selected === channel.slug ? 'page' : undefined}
                    className={cn(itemClasses, selected === channel.slug && 'bg-teal-50 text-teal-900')}
                    onClick={() => onSelect(channel.slug)}
                    title={channel.description}
                  >
                    <span
                      aria-hidden="true"
                      className="h-2.5 w-2.5 shrink-0 rounded-full"
                      style={{ backgroundColor: channel.color }}
                    />
                    <span className="whitespace-nowrap lg:min-w-0 lg:truncate">{channel.name}</span>
                  </button>
                ) : (
                  <div className={cn(itemClasses, 'text-slate-600 hover:bg-transparent')}>
                    <span
                      aria-hidden="true"
                      className="h-2.5 w-2.5 shrink-0 rounded-full opacity-50"
                      style={{ backgroundColor: channel.color }}
                    />
                    <span className="whitespace-nowrap lg:min-w-0 lg:truncate">{channel.name}</span>
                    <Lock aria-label="Locked" className="h-3.5 w-3.5 shrink-0" />
                    <Link
                      to="/subscription"
                      className="ml-auto inline-flex min-h-6 shrink-0 items-center text-xs font-semibold whitespace-nowrap text-teal-800 underline"
                      aria-label={`${channel.name} opens with the ${tierNames[channel.requiredTier]} plan: see what it gives`}
                    >
                      With {tierNames[channel.requiredTier]}
                    </Link>
                  </div>
                )}
              </li>
            ))}
      </ul>
      <OpenChannelsNote channels={channels} />
    </nav>
  );
}

/** With channels locked, where the member can read and post today (never only what they cannot). */
function OpenChannelsNote({ channels }: { channels: Channel[] }) {
  const open = channels.filter((channel) => channel.canAccess).map((channel) => channel.name);
  if (open.length === 0 || open.length === channels.length) return null;
  return (
    <p className="mt-2 px-3 text-xs text-slate-600">
      Your plan opens {open.length === 1 ? open[0] : `${open.slice(0, -1).join(', ')} and ${open.at(-1)}`}:
      read and post there today.
    </p>
  );
}
