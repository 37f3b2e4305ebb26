import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { useSession } from '@client/features/account/use-session';

export const DEFAULT_TAGLINE = 'Design Your Life';
export const DEFAULT_SUBTITLE =
  'Small, science-backed practices that help you feel calmer, think more clearly and live by what matters to you — a few minutes at a time.';

/** The hero: the tagline as the page's h1 and a call to sign up, or to the dashboard when signed in. */
export function HeroSection({
  tagline = DEFAULT_TAGLINE,
  subtitle = DEFAULT_SUBTITLE,
}: {
  tagline?: string;
  subtitle?: string;
}) {
  const { user } = useSession();
  return (
    <section
      aria-labelledby="home-title"
      className="rounded-3xl bg-linear-to-br from-teal-50 via-stone-50 to-amber-50 px-5 py-12 text-center sm:px-10 sm:py-20"
    >
      <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-teal-900 ring-1 ring-teal-200">
        <Sparkles aria-hidden="true" className="h-4 w-4" />
        Personal growth and mental wellness
      </p>
      <h1 id="home-title" className="mt-5 text-4xl font-bold tracking-tight text-slate-900 sm:text-6xl">
        {tagline}
      </h1>
      <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700 sm:text-xl">{subtitle}</p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {user ? (
          <Button asChild size="lg">
            <Link to="/dashboard">
              Go to your dashboard
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
          </Button>
        ) : (
          <>
            <Button asChild size="lg">
              <Link to="/register">
                Get started — it’s free
                <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/library">Explore the library</Link>
            </Button>
          </>
        )}
      </div>
      {user ? null : (
        <p className="mt-4 text-sm text-slate-700">
          Already a member?{' '}
          <Link
            to="/login"
            className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
          >
            Sign in
          </Link>
        </p>
      )}
    </section>
  );
}
