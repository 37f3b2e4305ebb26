import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled preview of part of the site with a link to all of it. */
export function PreviewSection({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <Link
          to={link.to}
          className="inline-flex items-center gap-1 font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}
