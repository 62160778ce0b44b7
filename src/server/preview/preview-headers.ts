// The headers a preview is served with (docs/preview.md "Safety"). The page runs the site's own snippets, so it
// must never run as the back office: the CSP's `sandbox` directive gives it an opaque origin even when it is
// opened in its own tab (the admin's token in localStorage, and its cookies, are another origin's), without
// allow-top-navigation (it cannot take over the window that shows it) or allow-forms; connect-src 'none' stops it
// calling any API, and form-action/base-uri close the other ways out. No referrer, so the signed URL never leaks
// to an image or script host; never stored by a cache; never indexed.
const PREVIEW_CSP = (origin: string) =>
  [
    "default-src 'none'",
    `script-src 'unsafe-inline' ${origin} https:`,
    `style-src 'unsafe-inline' ${origin} https:`,
    `img-src ${origin} https: data: blob:`,
    `font-src ${origin} https: data:`,
    `media-src ${origin} https:`,
    'frame-src https:',
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
  ].join('; ');

export function previewHeaders(origin: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': PREVIEW_CSP(origin),
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
  };
}
