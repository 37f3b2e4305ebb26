import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@client/lib/class-names';

/**
 * What a list shows before it has anything in it: what this is for and how to begin. `compact` sets the icon
 * beside the words, for a list below a tool that needs the screen (a third of the height on a phone).
 */
export function EmptyState({
  icon: Icon,
  title,
  compact = false,
  children,
}: {
  icon: LucideIcon;
  title: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-dashed border-slate-300 bg-white',
        compact ? 'flex items-start gap-3 p-4' : 'p-8 text-center',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('text-teal-700', compact ? 'mt-0.5 h-6 w-6 shrink-0' : 'mx-auto h-10 w-10')}
      />
      <div className={cn(!compact && 'mt-3')}>
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
        <div className={cn('space-y-2 text-slate-700', compact ? 'mt-1 text-sm' : 'mx-auto mt-2 max-w-md')}>
          {children}
        </div>
      </div>
    </div>
  );
}
