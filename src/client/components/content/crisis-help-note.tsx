import { useId } from 'react';
import { LifeBuoy } from 'lucide-react';
import { cn } from '@client/lib/class-names';

const linkClasses = 'font-semibold text-rose-900 underline underline-offset-4 hover:text-rose-950';

/**
 * The standing reminder that this is self-help, with emergency and crisis-line numbers.
 * Its title is an h2 by default; pass headingLevel={3} when it sits inside an h2 section.
 */
export function CrisisHelpNote({
  className,
  headingLevel = 2,
}: {
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <aside
      aria-labelledby={titleId}
      className={cn('rounded-2xl border border-rose-200 bg-rose-50 p-5 text-slate-800 sm:p-6', className)}
    >
      <div className="flex items-start gap-3">
        <LifeBuoy aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-rose-800" />
        <div className="min-w-0 space-y-3">
          <Heading id={titleId} className="text-lg font-bold text-rose-950">
            If you need help right now
          </Heading>
          <p>
            Design Your Life is a self-help and educational tool. It is not a substitute for professional
            care, diagnosis or treatment.
          </p>
          <p className="font-semibold text-slate-900">
            If you are in danger or thinking about harming yourself, call your local emergency number now.
          </p>
          <ul className="list-disc space-y-1.5 pl-5 marker:text-rose-800">
            <li>
              Emergency services:{' '}
              <a className={linkClasses} href="tel:112">
                112
              </a>{' '}
              in the EU and UK (also{' '}
              <a className={linkClasses} href="tel:999">
                999
              </a>{' '}
              in the UK),{' '}
              <a className={linkClasses} href="tel:911">
                911
              </a>{' '}
              in the US and Canada.
            </li>
            <li>
              In the US, call or text{' '}
              <a className={linkClasses} href="tel:988">
                988
              </a>{' '}
              (Suicide &amp; Crisis Lifeline).
            </li>
            <li>
              In the UK and Ireland, call Samaritans on{' '}
              <a className={linkClasses} href="tel:116123">
                116 123
              </a>
              .
            </li>
            <li>
              Elsewhere,{' '}
              <a className={linkClasses} href="https://findahelpline.com" rel="noopener noreferrer">
                findahelpline.com
              </a>{' '}
              lists free, confidential lines by country.
            </li>
          </ul>
        </div>
      </div>
    </aside>
  );
}
