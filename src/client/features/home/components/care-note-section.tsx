import { HeartHandshake, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';

const linkClasses =
  'inline-flex items-center gap-1 font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900';

/** Always at the foot of the home page: this is self-help, and where crisis help is. */
export function CareNoteSection() {
  return (
    <section aria-labelledby="home-care" className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-rose-50 text-rose-800">
          <HeartHandshake aria-hidden="true" className="h-6 w-6" />
        </span>
        <div>
          <h2 id="home-care" className="text-xl font-bold text-slate-900">
            Looking after yourself comes first
          </h2>
          <p className="mt-2 max-w-[65ch] text-slate-700">
            Design Your Life is a self-help and educational tool, not a replacement for a doctor, therapist or
            emergency service. If you are struggling or feel unsafe, please reach out to someone now — our
            Help Center lists emergency numbers and free, confidential crisis lines.
          </p>
          <p className="mt-3">
            <Link to="/help" className={linkClasses}>
              <LifeBuoy aria-hidden="true" className="h-4 w-4" />
              Find crisis resources in the Help Center
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
