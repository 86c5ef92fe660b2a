// Stacking order of what floats above the page, in one place: the spec's error dialogs stand above every
// other dialog (a 403 while the captcha dialog is open must still be answerable), notifications above all.

// A first-level modal keeps Mantine's default (200).
/** A dialog opened from inside another one (captcha over the consultation form, confirm boxes). */
export const STACKED_DIALOG_Z = 400;
/** The error catalogue's boxes: re-login, 600 notices, the login-expired alert. */
export const ERROR_DIALOG_Z = 1000;
/** Toasts and notices (Notifications in app.tsx). */
export const NOTIFICATION_Z = 4000;
