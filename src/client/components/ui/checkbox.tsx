import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@client/lib/class-names';

/** The drawn box: 20 px, in the theme's colour. Its label, not the box, is what makes the target big enough. */
export const checkboxClasses = 'h-5 w-5 shrink-0 cursor-pointer accent-teal-700';

/**
 * The label around a tick box, as its target: 44 px tall on a phone, 24 px from 640 px up (WCAG 2.2 2.5.8),
 * whatever the size of the drawn box.
 */
export const checkboxLabelClasses = 'flex min-h-11 cursor-pointer items-center gap-2 sm:min-h-6';

/** A tick box and its words, the whole label taking the click. */
export function CheckboxField({
  label,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  return (
    <label className={cn(checkboxLabelClasses, className)}>
      <input type="checkbox" className={checkboxClasses} {...props} />
      {label}
    </label>
  );
}
