import { LifeBuoy, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { Button } from '@client/components/ui/button';

/** A page's code could not be downloaded: after a release the old chunk names are gone. */
export function isStaleChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|module script failed|Unable to preload CSS/i.test(error.message);
}

/**
 * Shown in place of a page that failed to render or load, with the header and footer still around it:
 * a plain apology, a way to try again and a way out, never a stack trace.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const stale = isStaleChunkError(error);
  useEffect(() => {
    console.error('A page failed to render', error);
  }, [error]);

  return (
    <div className="mx-auto max-w-xl space-y-6 py-8 text-center">
      <LifeBuoy aria-hidden="true" className="mx-auto h-12 w-12 text-teal-700" />
      <h1 className="text-3xl font-bold text-slate-900">
        {stale ? 'A new version is ready' : 'Something went wrong on this page'}
      </h1>
      <p className="text-lg text-slate-700">
        {stale
          ? 'Design Your Life was updated while this tab was open. Reload to get the latest version.'
          : 'Sorry about that. Your saved entries are safe. Reloading the page usually helps; if it keeps happening, let us know through the contact page.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" /> Reload the page
        </Button>
        <Button asChild variant="secondary">
          <Link to="/" reloadDocument>
            Go to the home page
          </Link>
        </Button>
        {stale ? null : (
          <Button asChild variant="secondary">
            <Link to="/contact" reloadDocument>
              Contact us
            </Link>
          </Button>
        )}
      </div>
    </div>
  );
}
