import { useSyncExternalStore } from 'react';

export const themePreferences = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];

/** The same key the inline script of index.html reads before the first paint. */
export const THEME_STORAGE_KEY = 'dyl-theme';

const listeners = new Set<() => void>();
const darkQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;

/** The member's choice on this device; anything unreadable counts as "system". */
export function readThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Whether a preference shows the dark theme now. */
export function resolvesDark(preference: ThemePreference, systemDark: boolean): boolean {
  return preference === 'dark' || (preference === 'system' && systemDark);
}

function applyTheme(preference: ThemePreference) {
  const dark = resolvesDark(preference, darkQuery()?.matches ?? false);
  document.documentElement.classList.toggle('dark', dark);
}

/** Remembers the choice on this device and applies it at once. */
export function setThemePreference(preference: ThemePreference) {
  try {
    if (preference === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not remembered (storage blocked); still applied for this page view.
  }
  applyTheme(preference);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // "System" follows the device when it switches between light and dark.
  const query = darkQuery();
  const handleChange = () => applyTheme(readThemePreference());
  query?.addEventListener('change', handleChange);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener('change', handleChange);
  };
}

/** The current theme preference, updated when it changes anywhere in the app. */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, readThemePreference, () => 'system');
}
