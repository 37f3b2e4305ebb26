import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes } from 'react';
import { cn } from '@client/lib/class-names';
import { Input } from './input';

/**
 * A password field with a show-password toggle, as sign-in forms on phones have: typing a long password blind on
 * a small keyboard is where mistakes come from. The toggle's name stays "Show password"; aria-pressed says
 * whether it is shown. It takes the props FormField gives an input (id, aria-invalid, aria-describedby).
 */
export function PasswordInput({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input {...props} type={shown ? 'text' : 'password'} className={cn('pr-12', className)} />
      <button
        type="button"
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((value) => !value)}
        className="absolute inset-y-0 right-0 my-0.5 mr-0.5 flex w-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">Show password</span>
      </button>
    </div>
  );
}
