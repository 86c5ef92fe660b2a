// A dialog that asked a visitor to log in opens again when the identity platform brings them back:
// the marker survives the trip in sessionStorage, is read once, and goes stale after a while.
import { createContext, useContext } from 'react';

export type ReopenableDialog = 'consult' | 'matching';

const KEY = 'portal.reopenAfterLogin';
/** longer than a login at the identity page takes; a marker left by an abandoned login must not pop up later */
export const REOPEN_MAX_AGE_MS = 15 * 60 * 1000;

interface Marker {
  dialog: ReopenableDialog;
  at: number;
}

function read(): Marker | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Marker>;
    if ((value.dialog !== 'consult' && value.dialog !== 'matching') || typeof value.at !== 'number')
      return null;
    return { dialog: value.dialog, at: value.at };
  } catch {
    return null;
  }
}

export function rememberDialogForLogin(dialog: ReopenableDialog, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ dialog, at: now }));
  } catch {
    // storage refused: the user simply opens the dialog again after logging in
  }
}

export function forgetDialogForLogin(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

/** Whether this dialog asked for the login recently (read at render; `forgetDialogForLogin` once opened). */
export function reopensAfterLogin(dialog: ReopenableDialog, now = Date.now()): boolean {
  const marker = read();
  return (
    marker !== null &&
    marker.dialog === dialog &&
    now - marker.at >= 0 &&
    now - marker.at <= REOPEN_MAX_AGE_MS
  );
}

/** Set by a dialog around its content: a login prompt inside it marks the dialog for reopening. */
export const ReopenAfterLoginContext = createContext<ReopenableDialog | null>(null);

export const useReopenAfterLogin = (): ReopenableDialog | null => useContext(ReopenAfterLoginContext);
