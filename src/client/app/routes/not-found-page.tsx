import { Compass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@client/components/ui/button';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-xl space-y-6 py-8 text-center">
      <Compass aria-hidden="true" className="mx-auto h-12 w-12 text-teal-700" />
      <h1 className="text-3xl font-bold text-slate-900">We couldn't find that page</h1>
      <p className="text-lg text-slate-700">
        Nothing lives at <code className="rounded bg-slate-100 px-1.5 py-0.5 text-base">{pathname}</code>. The
        link may be old, or the address may have a typo.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/library">Browse the library</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/help">Visit the Help Center</Link>
        </Button>
      </div>
    </div>
  );
}
