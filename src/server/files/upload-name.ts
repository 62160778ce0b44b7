// The name a file came with, as kept beside it: what an upload's browser or an import's URL calls it. It is shown
// and audited only, never used as a path (stored-name.ts makes the stored name). Here, below the media library that
// shows it, so the upload and the import clean it without reaching up (docs/decisions/0145-one-copy-and-no-circles.md).

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A file name given by a browser or a user, kept for the answer and the audit only (never as a path): base name, no control characters, at most 255 characters. */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(CONTROL_CHARACTERS, '').trim().slice(0, 255);
  return clean || 'file';
}
