import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '@client/lib/class-names';
import { TOAST_DURATION_MS, dismissToast, useToasts } from './toast-store';

/** Renders the toast store with Radix Toast: announced to screen readers, swipe and Escape to dismiss. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => (open ? undefined : dismissToast(t.id))}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={t.variant ?? 'default'}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            t.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="space-y-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description ? (
              <ToastPrimitive.Description className="text-sm opacity-95">
                {t.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Never over the header navigation: below the header on phones and tablets, bottom-right on desktop
          (the focus timer sits bottom-left), above the home indicator. */}
      <ToastPrimitive.Viewport className="fixed top-16 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none lg:top-auto lg:bottom-[env(safe-area-inset-bottom)]" />
    </ToastPrimitive.Provider>
  );
}
