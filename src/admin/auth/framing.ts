// Whether the admin runs inside a frame (the public site embeds it for
// in-page editing). The sign-in redirects and the reloads depend on it.
export const APP_BASE = '/maintenance';

export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true; // reading a cross-origin top throws: that is a frame too
  }
}

/** Loads the root afresh: the top window's when framed (spec §4 "Impersonation"), the app's otherwise. */
export function reloadAtRoot(win: Window = window): void {
  if (isFramed(win) && win.top) win.top.location.href = '/';
  else win.location.href = `${APP_BASE}/`;
}
