import { useSyncExternalStore } from 'react';

/**
 * Whether the help panel is open: one panel for the whole app, opened from the header's "Need help now" and from
 * the gentle card a tool shows (openHelpNow), so both lead to the same place.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const isHelpNowOpen = () => open;
export const openHelpNow = () => set(true);
export const closeHelpNow = () => set(false);
export const setHelpNowOpen = (next: boolean) => set(next);

export function useHelpNowOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
