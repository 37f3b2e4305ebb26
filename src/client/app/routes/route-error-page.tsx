import { LifeBuoy, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { LoadFailedPanel } from '@client/components/ui/load-failed-panel';
import { isChunkLoadError } from '@client/lib/chunk-load';

/**
 * A page whose code did not download: offline or with the server down, a panel that shows the page by itself
 * once the connection is back; after a release removed the code, "A new version is ready" (LoadFailedPanel
 * tells them apart by asking the server for the file).
 */
function PageLoadFailed({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  // The same address again: the error boundary resets on a new location and renders the page, whose code the
  // panel has just loaded.
  const showPage = () => void navigate({ pathname, search, hash }, { replace: true, state });
  return (
    <div className="py-8">
      <LoadFailedPanel error={error} onRecovered={showPage} what="This page" heading="h1" />
    </div>
  );
}

/**
 * Shown in place of a page that failed to render or load, with the header and footer still around it:
 * a plain apology, a way to try again and a way out, never a stack trace.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (!chunk) console.error('A page failed to render', error);
  }, [chunk, error]);
  if (chunk) return <PageLoadFailed error={error} />;

  return (
    <div className="mx-auto max-w-xl space-y-6 py-8 text-center">
      <LifeBuoy aria-hidden="true" className="mx-auto h-12 w-12 text-teal-700" />
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong on this page</h1>
      <p className="text-lg text-slate-700">
        Sorry about that. Your saved entries are safe. Reloading the page usually helps; if it keeps
        happening, let us know through the contact page.
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
        <Button asChild variant="secondary">
          <Link to="/contact" reloadDocument>
            Contact us
          </Link>
        </Button>
      </div>
    </div>
  );
}
