import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { useSession } from '@client/features/account/use-session';

/** The closing call: sign up, or go to the dashboard when signed in. */
export function CallToActionSection({ title = 'Start with one small step today' }: { title?: string }) {
  const { user } = useSession();
  return (
    <section
      aria-labelledby="home-cta"
      className="rounded-3xl bg-teal-800 px-6 py-10 text-center text-white sm:px-10"
    >
      <h2 id="home-cta" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-teal-50">
        {user
          ? 'Pick up where you left off: one skill, one entry, one breath.'
          : 'Free to join. Four skill categories and seven tools are yours from day one.'}
      </p>
      <Button asChild size="lg" variant="secondary" className="mt-6">
        <Link to={user ? '/dashboard' : '/register'}>
          {user ? 'Go to your dashboard' : 'Create your free account'}
          <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </Link>
      </Button>
    </section>
  );
}
