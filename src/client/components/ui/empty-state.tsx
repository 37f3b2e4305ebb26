import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** What a list shows before it has anything in it: what this is for and how to begin. */
export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <Icon aria-hidden="true" className="mx-auto h-10 w-10 text-teal-700" />
      <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mx-auto mt-2 max-w-md space-y-2 text-slate-700">{children}</div>
    </div>
  );
}
