import type { ReactNode } from 'react';
import { Card } from '@client/components/ui/card';

/** The narrow centred card the sign-in, sign-up and reset pages share. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md">
      <Card className="space-y-6 p-6 sm:p-8">
        <div className="space-y-2 text-center">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {description ? <p className="text-slate-700">{description}</p> : null}
        </div>
        {children}
      </Card>
      {footer ? <div className="mt-6 text-center text-sm text-slate-700">{footer}</div> : null}
    </div>
  );
}
