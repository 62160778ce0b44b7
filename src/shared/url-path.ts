// Shared by the server (redirect checker, page tree, the redirect write rule) and the admin (the Redirects screen).
// One way to compare site paths, used on both sides of every comparison
// (redirect rows, page URLs, the URL asked about): the query and fragment and
// any scheme and host are dropped, a leading slash is added, trailing slashes
// are removed (except for the root '/'), repeated slashes collapse, and the
// path is lower-cased, so /About-Us/ and /about-us are the same page. Case is
// folded because the public site resolves page URLs case-insensitively and
// editors type URLs by hand.
export function normalizePath(url: string): string {
  let p = url.trim();
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(p);
  if (scheme) p = p.slice(scheme[0].length);
  p = p.replace(/[?#].*$/, '');
  p = `/${p}`.replace(/\/{2,}/g, '/');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return (p || '/').toLowerCase();
}
