import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { FeedFilter } from '@shared/community/community.schemas';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/class-names';

// Every filter of the shared list (the type asks for each), in the toolbar's order. Not the list itself: the
// forum's schemas module, which holds it, would then load with the forum's first screen.
const filterLabels: Record<FeedFilter, string> = {
  latest: 'Latest',
  popular: 'Popular',
  questions: 'Questions',
};
const feedFilters = Object.keys(filterLabels) as FeedFilter[];

/** The filter named in the address, or Latest for none or an unknown one. */
export function feedFilterOf(value: string | null): FeedFilter {
  return value !== null && Object.hasOwn(filterLabels, value) ? (value as FeedFilter) : 'latest';
}

/** The feed's filters (Latest, Popular, Questions) and its search box. */
export function FeedToolbar({
  filter,
  q,
  onFilter,
  onSearch,
}: {
  filter: FeedFilter;
  q: string;
  onFilter: (filter: FeedFilter) => void;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div role="group" aria-label="Sort the feed" className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {feedFilters.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => onFilter(f)}
            className={cn(
              'flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700',
              filter === f && 'bg-white text-slate-900 shadow-sm',
            )}
          >
            {filterLabels[f]}
          </button>
        ))}
      </div>
      <form role="search" onSubmit={submit} className="flex gap-2">
        <Input
          type="search"
          aria-label="Search posts"
          placeholder="Search posts"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={200}
          className="h-10 sm:w-64"
        />
        <Button
          type="submit"
          variant="secondary"
          size="icon"
          aria-label="Search"
          className="max-sm:h-11 max-sm:w-11"
        >
          <Search aria-hidden="true" className="h-4 w-4" />
        </Button>
      </form>
    </div>
  );
}
