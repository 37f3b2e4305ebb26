import type { ReactNode } from 'react';

/** The title block at the top of a page; the page's one h1. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 space-y-3 sm:mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {description ? <p className="max-w-2xl text-base text-slate-700 sm:text-lg">{description}</p> : null}
      {children}
    </header>
  );
}
