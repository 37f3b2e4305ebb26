import { Search } from 'lucide-react';
import { JOURNAL_SEARCH_MAX_LENGTH } from '@shared/tools/journal-search.schemas';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input, Select } from '@client/components/ui/input';
import { isSearching, type JournalFilter } from '../journal-search';

interface JournalSearchBarProps {
  filter: JournalFilter;
  onChange: (filter: JournalFilter) => void;
  /** The emotions of all the member's entries. */
  tags: string[];
  /** What the search found, or that it is under way. */
  status: string;
  /** Why the words cannot be searched for as typed. */
  error?: string;
}

/** Search all of the member's entries (on the server) by words and by emotion tag. */
export function JournalSearchBar({ filter, onChange, tags, status, error }: JournalSearchBarProps) {
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
        <FormField label="Search by words" error={error}>
          <Input
            type="search"
            value={filter.text}
            maxLength={JOURNAL_SEARCH_MAX_LENGTH}
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
          {status}
        </p>
        {isSearching(filter) ? (
          <Button variant="link" size="sm" onClick={() => onChange({ text: '', tag: '' })}>
            Clear search
          </Button>
        ) : null}
      </div>
    </section>
  );
}
