import { useEffect, useEffectEvent, useId } from 'react';

/** The history entry's own field naming the dialog that added it. */
const DIALOG_ENTRY = 'retirewellDialog';

function entryDialog(): unknown {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[DIALOG_ENTRY]
    : undefined;
}

/**
 * A dialog that fills a phone's screen looks like a page, and the phone's Back (or a swipe back)
 * left the page under it, and what was typed in the dialog with it. While such a dialog is open it
 * has a history entry of its own, on the page's address and with the router's state, so the
 * router sees no navigation: Back closes the dialog. The close returned takes that entry back
 * out, so Back after closing leaves the page as before.
 */
export function useBackCloses(open: boolean, fillsScreen: boolean, close: () => void) {
  const dialog = useId();
  const closeOnBack = useEffectEvent(() => {
    if (entryDialog() !== dialog) close();
  });
  useEffect(() => {
    if (!open || !fillsScreen) return;
    // Once per opening, also when an effect runs twice (the entry is still this dialog's).
    if (entryDialog() !== dialog) {
      const state: unknown = window.history.state;
      window.history.pushState(
        { ...(typeof state === 'object' ? state : {}), [DIALOG_ENTRY]: dialog },
        '',
      );
    }
    window.addEventListener('popstate', closeOnBack);
    return () => {
      window.removeEventListener('popstate', closeOnBack);
    };
  }, [open, fillsScreen, dialog]);
  return () => {
    close();
    if (entryDialog() === dialog) window.history.back();
  };
}
