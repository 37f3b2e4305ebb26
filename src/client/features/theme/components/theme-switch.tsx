import { Monitor, Moon, Sun } from 'lucide-react';
import { cn } from '@client/lib/class-names';
import { setThemePreference, useThemePreference, type ThemePreference } from '../theme-store';

const options: { value: ThemePreference; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

/** Light, dark or the device's setting: three pressed-state buttons, icons only in the compact header. */
export function ThemeSwitch({ compact = false }: { compact?: boolean }) {
  const preference = useThemePreference();
  return (
    <div
      role="group"
      aria-label="Theme"
      className="inline-flex rounded-lg border border-slate-200 bg-slate-50 p-0.5"
    >
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={preference === value}
          aria-label={compact ? `${label} theme` : undefined}
          title={compact ? `${label} theme` : undefined}
          onClick={() => setThemePreference(value)}
          className={cn(
            'inline-flex min-h-8 min-w-8 cursor-pointer items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700 hover:text-slate-900',
            preference === value && 'bg-white text-teal-900 shadow-sm ring-1 ring-slate-200',
          )}
        >
          <Icon aria-hidden="true" className="h-4 w-4" />
          {compact ? null : label}
        </button>
      ))}
    </div>
  );
}
