import { useEffect } from 'react';

/**
 * While `active`, closing or reloading the tab asks the browser's "Leave site?" first. A move inside the app
 * needs no warning where the work is kept as a tab draft; closing the tab ends the tab's storage too.
 */
export function useWarnBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [active]);
}
