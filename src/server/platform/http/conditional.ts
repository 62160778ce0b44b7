// Conditional reads (RFC 9110 section 13.1.2), one rule for the route and the direct read path.

/** If-None-Match compares weakly: a compressed answer's ETag comes back as W/"…" (plugins/compression.ts). */
export function notModified(header: string | undefined, etag: string): boolean {
  return (
    header !== undefined &&
    (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))
  );
}
