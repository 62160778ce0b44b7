// The options every hand-written read shares, as two presets. Both keep the
// behaviour the screens had when they read in an effect: a failed read says
// so at once (no silent retries behind a loading spinner), and coming back
// to the browser tab does not reload a screen under the user.
export const SCREEN_READ = {
  retry: false,
  refetchOnWindowFocus: false,
} as const;

/**
 * For reads that seed something the user edits (a form, the editor's
 * working copy, a row's settings): read afresh each time the screen opens
 * (nothing kept once it closes: gcTime 0), and never refetched in the
 * background while it is open (staleTime Infinity), so the form and the
 * ETag it will send always come from the same answer.
 */
export const FORM_READ = {
  ...SCREEN_READ,
  staleTime: Infinity,
  gcTime: 0,
} as const;
