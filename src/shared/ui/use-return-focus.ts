import { useLayoutEffect } from 'react';

/** Mantine's close transitions (Modal, Drawer) are over by then, and the closed dialog's nodes gone. */
const AFTER_TRANSITION_MS = 400;

/**
 * Gives focus back to what had it when a dialog opened, once the dialog has closed and focus is lost (on
 * the page's body). Mantine's own return misses a dialog that mounts already open — the lazy dialogs,
 * `{open && <XDialog opened />}`, and a drawer whose code arrives with the first tap — and one removed
 * while open. Focus that went somewhere on purpose (a page's heading, another dialog) is left where it is.
 */
export function useReturnFocus(opened: boolean) {
  useLayoutEffect(() => {
    if (!opened) return;
    const opener = document.activeElement;
    if (!(opener instanceof HTMLElement) || opener === document.body) return;
    // the opener's own document: the timers below may fire after the page (or a test's DOM) has gone
    const doc = opener.ownerDocument;
    return () => {
      const giveBack = () => {
        const now = doc.activeElement;
        const lost = !now || now === doc.body || !now.isConnected;
        if (lost && opener.isConnected) opener.focus({ preventScroll: true });
      };
      window.setTimeout(giveBack, 0);
      window.setTimeout(giveBack, AFTER_TRANSITION_MS);
    };
  }, [opened]);
}
