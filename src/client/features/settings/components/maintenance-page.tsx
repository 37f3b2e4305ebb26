import { Wrench } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';

export const MAINTENANCE_TITLE = 'Down for maintenance · Design Your Life';

/** What visitors and members see instead of the app while maintenance mode is on. */
export function MaintenancePage() {
  // It stands in for every page: the tab says what it shows, not the title of the page it replaced.
  useEffect(() => {
    document.title = MAINTENANCE_TITLE;
  }, []);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-stone-50 px-4">
      <div className="max-w-lg space-y-5 text-center">
        <Wrench aria-hidden="true" className="mx-auto h-12 w-12 text-teal-700" />
        <h1 className="text-3xl font-bold text-slate-900">We'll be back shortly</h1>
        <p className="text-lg text-slate-700">
          Design Your Life is down for scheduled maintenance while we make a few improvements. Your journal
          entries, habits and progress are safe. Please check back in a little while.
        </p>
        <p className="text-slate-700">
          If you are struggling right now and need to talk to someone, please contact your local emergency
          number or a crisis line: in the US call or text{' '}
          <a className="font-semibold text-teal-800 underline" href="tel:988">
            988
          </a>
          , in the UK and Ireland call Samaritans on{' '}
          <a className="font-semibold text-teal-800 underline" href="tel:116123">
            116 123
          </a>
          .
        </p>
        <p className="text-sm text-slate-600">
          Administrator?{' '}
          <Link to="/login" className="font-semibold text-teal-800 underline">
            Sign in
          </Link>
        </p>
      </div>
    </main>
  );
}
