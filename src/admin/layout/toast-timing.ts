// Toasts (spec §1, §4, §9): bottom-right in the shell, 4000 ms on screen, then
// a 400 ms grace before the 200 ms exit.
export const TOAST_MS = 4000;
export const TOAST_GRACE_MS = 400;
export const TOAST_EXIT_MS = 200;
export const TOAST_ANCHOR = { vertical: 'bottom', horizontal: 'right' } as const;
