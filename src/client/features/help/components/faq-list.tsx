import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, Search, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { faqTopics, type HelpFaqEntry } from '../faq-entries';
import { searchFaq } from '../search-faq';
import { LibrarySuggestions } from './library-suggestions';

function matchMessage(count: number, total: number, query: string): string {
  if (query.trim() === '') return `Showing all ${total} questions.`;
  if (count === 0) return `No questions match “${query.trim()}”.`;
  return `${count} ${count === 1 ? 'question matches' : 'questions match'} “${query.trim()}”.`;
}

/** The help center's FAQ: a search box and the matching questions as expandable answers. */
export function FaqList({ entries }: { entries: readonly HelpFaqEntry[] }) {
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchFaq(entries, query), [entries, query]);
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  return (
    <div className="space-y-5">
      <div role="search" className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          Search the questions
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500"
          />
          <Input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="For example: reset password"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            className="pr-12 pl-10 [&::-webkit-search-cancel-button]:hidden"
          />
          {query !== '' ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label="Clear search"
              onClick={() => setQuery('')}
              className="absolute top-1/2 right-1 h-9 w-9 -translate-y-1/2"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-sm text-slate-600">
          Results update as you type. Each word must be answered in the question or its answer; related words
          count too (“cancelling” finds “cancel”).
        </p>
      </div>

      <p role="status" aria-live="polite" aria-atomic="true" className="text-sm font-medium text-slate-700">
        {matchMessage(results.length, entries.length, query)}
      </p>

      {results.length > 0 ? (
        <ul className="space-y-3">
          {results.map((entry) => (
            <li key={entry.id}>
              <details className="group rounded-xl border border-slate-200 bg-white shadow-sm open:border-teal-300">
                <summary className="flex cursor-pointer list-none items-start gap-3 rounded-xl p-4 text-left hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
                  <span className="min-w-0 flex-1">
                    <span className="block text-xs font-semibold tracking-wide text-teal-800 uppercase">
                      {faqTopics[entry.topic]}
                    </span>
                    <span className="mt-1 block font-semibold text-slate-900">{entry.question}</span>
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className="mt-1 h-5 w-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="space-y-3 border-t border-slate-200 px-4 pt-3 pb-4 text-slate-700">
                  <p className="leading-7">{entry.answer}</p>
                  {entry.link ? (
                    <p>
                      <Link
                        to={entry.link.to}
                        className="font-medium text-teal-800 underline underline-offset-4 hover:text-teal-900"
                      >
                        {entry.link.label}
                      </Link>
                    </p>
                  ) : null}
                </div>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-xl border border-dashed border-slate-300 bg-stone-50 p-6 text-slate-700">
          <p className="font-semibold text-slate-900">We couldn’t find an answer to that.</p>
          <p className="mt-2">
            Try fewer or different words, such as “password” or “journal”. Or{' '}
            <Link
              to="/contact"
              className="font-medium text-teal-800 underline underline-offset-4 hover:text-teal-900"
            >
              send us a message on the contact page
            </Link>{' '}
            and a person from our team will get back to you.
          </p>
          <Button variant="secondary" size="sm" className="mt-4" onClick={() => setQuery('')}>
            Show all questions
          </Button>
          <LibrarySuggestions query={query} />
        </div>
      )}
    </div>
  );
}
