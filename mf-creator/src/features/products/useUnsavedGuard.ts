import { useEffect } from 'react';

/**
 * While there is something unsaved, closing or reloading the tab asks first (the browser's own dialog).
 * In-app links that leave the editor ask with `confirmLeave` (the shell's router has no navigation blocker).
 */
export function useUnsavedGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
