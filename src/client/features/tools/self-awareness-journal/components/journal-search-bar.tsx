import { Search } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input, Select } from '@client/components/ui/input';
import type { JournalFilter } from '../journal-search';

interface JournalSearchBarProps {
  filter: JournalFilter;
  onChange: (filter: JournalFilter) => void;
  tags: string[];
  matches: number;
  loaded: number;
  hasMore: boolean;
}

/** Search by words and by emotion tag, over the entries loaded so far. */
export function JournalSearchBar({
  filter,
  onChange,
  tags,
  matches,
  loaded,
  hasMore,
}: JournalSearchBarProps) {
  const active = filter.text.trim() !== '' || filter.tag !== '';
  return (
    <section
      aria-labelledby="journal-search-heading"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2
        id="journal-search-heading"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <Search aria-hidden="true" className="h-5 w-5 text-teal-700" /> Search your journal
      </h2>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <FormField label="Search by words">
          <Input
            type="search"
            value={filter.text}
            onChange={(e) => onChange({ ...filter, text: e.target.value })}
          />
        </FormField>
        <FormField label="Search by emotion">
          <Select value={filter.tag} onChange={(e) => onChange({ ...filter, tag: e.target.value })}>
            <option value="">Any emotion</option>
            {tags.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-600" role="status">
          Searching your loaded entries{active ? `: showing ${matches} of ${loaded}.` : ` (${loaded}).`}
          {hasMore ? ' Load older entries to search further back.' : ''}
        </p>
        {active ? (
          <Button variant="link" size="sm" onClick={() => onChange({ text: '', tag: '' })}>
            Clear search
          </Button>
        ) : null}
      </div>
    </section>
  );
}
