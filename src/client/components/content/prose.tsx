import type { ReactNode } from 'react';
import { cn } from '@client/lib/class-names';

// There is no typography plugin: long-form text is styled through arbitrary descendant variants.
const proseClasses = [
  'max-w-[70ch] text-base leading-7 text-slate-700',
  '[&>*+*]:mt-4',
  '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-6 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h2+*]:mt-3 [&_h3+*]:mt-2',
  '[&_p]:mt-3',
  '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-slate-500',
  '[&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-teal-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&>:first-child]:mt-0',
  'break-words',
].join(' ');

/** A readable column for long text: headings, paragraphs, lists and links styled consistently. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn(proseClasses, className)}>{children}</div>;
}
