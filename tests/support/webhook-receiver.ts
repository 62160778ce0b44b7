// A webhook receiver on 127.0.0.1 for the webhook tests: it keeps every
// request (headers and raw body) and answers the statuses queued, then 200.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  body: { id: string; event: string; occurredAt: string; data: Record<string, unknown> };
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The next answers' statuses, in order (200 once they run out). */
  answers: number[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const status = answers.shift() ?? 200;
      if (status < 300) received.push({ headers: req.headers, raw, body: JSON.parse(raw) as Received['body'] });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : 'receiver is down');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answers,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The signature check a receiver makes (docs/webhooks.md). */
export const expectedSignature = (raw: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(raw, 'utf8').digest('hex')}`;
