// A loopback proxy in front of the test S3 server that can hold uploads: a
// test turns holding on, sees the first PUT arrive, checks what the product
// does meanwhile, then lets every held PUT through. Nothing is timed, so a
// loaded machine only makes the test slower, never wrong.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3Hold {
  /** The proxy's address, to give the product as S3_ENDPOINT. */
  endpoint: string;
  /** From now on PUT requests whose path matches wait; resolves when the first one has arrived. */
  hold(path: RegExp): Promise<void>;
  /** Lets every held PUT through and stops holding. */
  release(): void;
  stop(): Promise<void>;
}

export async function startS3Hold(target: string): Promise<S3Hold> {
  const upstream = new URL(target);
  let holding: RegExp | undefined;
  let gate: { opened: Promise<void>; open: () => void } | undefined;
  let arrived: (() => void) | undefined;
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const out = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  };
  const server = createServer((req, res) => {
    if (holding && req.method === 'PUT' && holding.test(req.url ?? '') && gate) {
      req.pause();
      arrived?.();
      void gate.opened.then(() => forward(req, res));
      return;
    }
    forward(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    hold(path) {
      holding = path;
      let open!: () => void;
      gate = { opened: new Promise<void>((r) => (open = r)), open };
      return new Promise<void>((r) => (arrived = r));
    },
    release() {
      holding = undefined;
      gate?.open();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
