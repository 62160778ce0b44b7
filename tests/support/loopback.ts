// Small helpers for tests that talk to loopback servers: a port nobody
// listens on (a mail server that is down), and polling with a deadline
// instead of sleeping a fixed time.
import { createServer } from 'node:net';

/** A loopback port nothing listens on (free when asked; a test may start a server on it later). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** Polls until check() answers a value, or fails naming `what` after `ms`. */
export async function until<T>(check: () => Promise<T | undefined | false>, what: string, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
