import { ExternalLink, MessageSquare, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import type { CrisisLine } from '@shared/help/crisis-lines.schemas';
import { buttonVariants } from '@client/components/ui/button';
import { formatDay } from '@client/lib/format-date';
import { cn } from '@client/lib/class-names';
import { useCrisisLines } from '../crisis-lines-query';
import { chooseHelpCountry, helpCountry } from '../help-country';
import { dialString } from '../trusted-person';

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

function LineActions({ line }: { line: CrisisLine }) {
  const action = cn(buttonVariants({ variant: line.isEmergency ? 'destructive' : 'primary' }), 'max-sm:h-11');
  return (
    <div className="flex flex-wrap gap-2">
      {line.phone ? (
        <a className={action} href={`tel:${dialString(line.phone)}`}>
          <Phone aria-hidden="true" className="h-4 w-4" /> Call {line.phone}
        </a>
      ) : null}
      {line.sms ? (
        <a
          className={cn(buttonVariants({ variant: 'secondary' }), 'max-sm:h-11')}
          href={`sms:${dialString(line.sms)}${line.smsKeyword ? `?&body=${encodeURIComponent(line.smsKeyword)}` : ''}`}
        >
          <MessageSquare aria-hidden="true" className="h-4 w-4" />
          {line.smsKeyword ? `Text ${line.smsKeyword} to ${line.sms}` : `Text ${line.sms}`}
        </a>
      ) : null}
      {line.url ? (
        <a
          className={cn(buttonVariants({ variant: 'secondary' }), 'max-sm:h-11')}
          href={line.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          <ExternalLink aria-hidden="true" className="h-4 w-4" /> {hostOf(line.url)}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}

/** The lines of the member's country: who to call or text, and where each number comes from. */
export function CrisisLinesSection() {
  const { lines } = useCrisisLines();
  const countries = new Map(lines.map((line) => [line.countryCode, line.countryName]));
  const [country, setCountry] = useState(() =>
    helpCountry(new Set(countries.keys()), navigator.languages ?? []),
  );
  const selectId = useId();
  const shown = lines.filter((line) => line.countryCode === country);
  return (
    <section aria-labelledby={`${selectId}-title`} className="space-y-3">
      <h3 id={`${selectId}-title`} className="text-base font-bold text-slate-900">
        Talk to someone now
      </h3>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
          Country
        </label>
        <select
          id={selectId}
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            chooseHelpCountry(event.target.value);
          }}
          className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 sm:h-10"
        >
          {[...countries].map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
          <option value="">Another country</option>
        </select>
      </div>
      {shown.length === 0 ? (
        <div className="space-y-2 rounded-xl bg-rose-50 p-4 text-slate-800 ring-1 ring-rose-200">
          <p className="font-semibold text-slate-900">
            If you are in danger, call your local emergency number now (112 works in many countries).
          </p>
          <p>
            <a
              className="font-semibold text-rose-900 underline underline-offset-4"
              href="https://findahelpline.com"
              target="_blank"
              rel="noopener noreferrer"
            >
              findahelpline.com<span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            lists free, confidential lines by country.
          </p>
        </div>
      ) : (
        <ul className="space-y-3">
          {shown.map((line) => (
            <li
              key={line.id}
              className={cn(
                'space-y-2 rounded-xl p-4 ring-1',
                line.isEmergency ? 'bg-rose-50 ring-rose-200' : 'bg-white ring-slate-200',
              )}
            >
              <p className="font-semibold text-slate-900">{line.name}</p>
              {line.description ? <p className="text-sm text-slate-700">{line.description}</p> : null}
              <LineActions line={line} />
              <p className="text-xs text-slate-600">
                Source:{' '}
                <a className="underline" href={line.sourceUrl} target="_blank" rel="noopener noreferrer">
                  {hostOf(line.sourceUrl)}
                </a>
                {line.checkedOn ? ` · checked ${formatDay(line.checkedOn)}` : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
