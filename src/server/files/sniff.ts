// What a file is, read from its first bytes (magic numbers), never from its
// name or the type the browser declared: an .exe renamed .png is refused, and
// a file whose name says image while its bytes are a document (or the other
// way round: a "photo.png" that is a PDF) is refused as a mix-up. A JPEG
// named .png is still stored, as the JPEG it is. SVG is refused on purpose: it is XML that
// can carry script, and served from our origin it would run as our pages.
export interface FileKind {
  /** The Content-Type it is served with. */
  mime: string;
  /** The extension of the stored name. */
  ext: string;
  image: boolean;
}

export const KINDS = {
  png: { mime: 'image/png', ext: 'png', image: true },
  jpeg: { mime: 'image/jpeg', ext: 'jpg', image: true },
  gif: { mime: 'image/gif', ext: 'gif', image: true },
  webp: { mime: 'image/webp', ext: 'webp', image: true },
  pdf: { mime: 'application/pdf', ext: 'pdf', image: false },
  // Made by the image tool only (images/convert.ts): sniff() does not accept AVIF uploads.
  avif: { mime: 'image/avif', ext: 'avif', image: true },
} as const satisfies Record<string, FileKind>;

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The kind of a file from its first bytes, or undefined for anything we do not accept. */
export function sniff(head: Buffer): FileKind | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return KINDS.png;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return KINDS.jpeg;
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return KINDS.gif;
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return KINDS.webp;
  if (startsWith(head, ascii('%PDF-'))) return KINDS.pdf;
  return undefined;
}

/** The kind a stored name's extension stands for (stored names are ours, so the extension is the sniffed type). */
export function kindOfExtension(ext: string): FileKind | undefined {
  return Object.values(KINDS).find((k) => k.ext === ext);
}

const NAMED_KINDS: Record<string, FileKind> = {
  png: KINDS.png,
  jpg: KINDS.jpeg,
  jpeg: KINDS.jpeg,
  jpe: KINDS.jpeg,
  jfif: KINDS.jpeg,
  gif: KINDS.gif,
  webp: KINDS.webp,
  pdf: KINDS.pdf,
};

/** Why a file's name and bytes disagree about image versus document, or undefined when they do not. */
export function nameMismatch(fileName: string | undefined, kind: FileKind): string | undefined {
  const dot = fileName?.lastIndexOf('.') ?? -1;
  const named = dot >= 0 ? NAMED_KINDS[fileName!.slice(dot + 1).toLowerCase()] : undefined;
  if (!named || named.image === kind.image) return undefined;
  const what = (k: FileKind) =>
    k.image ? `a ${k.ext === 'jpg' ? 'JPEG' : k.ext.toUpperCase()} image` : 'a PDF document';
  return `The file is named "${fileName}" (${what(named)}) but its bytes are ${what(kind)}: check that it is the file you meant, or rename it.`;
}

/** A short description of refused bytes, for the 415 message. */
export function describeRefused(head: Buffer): string {
  const text = head.toString('latin1').trimStart().toLowerCase();
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('svg')))
    return 'an SVG image (SVG can carry script, so it is not accepted)';
  if (startsWith(head, ascii('MZ'))) return 'a Windows program';
  if (startsWith(head, [0x7f, 0x45, 0x4c, 0x46])) return 'a program (ELF)';
  if (startsWith(head, ascii('PK'))) return 'a ZIP archive or office document';
  if (text.startsWith('<')) return 'an HTML or XML document';
  return 'not a PNG, JPEG, GIF, WebP or PDF file';
}
