import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@client/lib/class-names';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 cursor-pointer',
  {
    variants: {
      variant: {
        primary: 'bg-teal-700 text-white hover:bg-teal-800',
        secondary: 'bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
        ghost: 'text-slate-700 hover:bg-slate-100',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        link: 'text-teal-800 underline underline-offset-4 hover:text-teal-900 px-0',
      },
      // On a phone (under 640 px) the everyday size is 44 px tall, as a main action needs (WCAG 2.5.8 asks
      // 24 px of every target; 44 px is what a thumb hits without a second try); sm (36 px) and icon (40 px)
      // stay as they are, for the quieter actions beside content.
      size: {
        sm: 'h-9 px-3',
        md: 'h-10 px-4 max-sm:h-11',
        lg: 'h-12 px-6 text-base',
        icon: 'h-10 w-10 shrink-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  /** Render the child element (a Link, say) with button styles instead of a <button>. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      data-button={variant ?? 'primary'}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
