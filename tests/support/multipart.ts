// A multipart/form-data body built by hand (RFC 7578), as a browser sends
// one, so the upload tests go through the real parser.
import { randomBytes } from 'node:crypto';

interface Part {
  field: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cms-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.field}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.contentType ? `Content-Type: ${p.contentType}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head, 'utf8'),
      Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(payload.length) },
  };
}

/** One file in the field 'file'. */
export const fileUpload = (filename: string, data: Buffer, contentType = 'application/octet-stream') =>
  multipart([{ field: 'file', filename, contentType, data }]);
