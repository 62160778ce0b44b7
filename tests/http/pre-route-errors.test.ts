// Errors answered before a request reaches a route, over real HTTP to the server started as a process (app.inject
// skips Node's HTTP parser), in the contract's shape {"errors":[{"message"}],"status":N} (plugins/client-errors.ts):
// Node's parser refusing an oversized request line (431) or a request that is no HTTP (400), Fastify's router
// refusing a malformed %-escape (400) or an overlong path parameter (414). And the public form submit answers 415,
// not 400, to a body of another media type (contract §3).
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testDialects, type TestDatabase } from '../support/dialects.js';
import { startServer, type ServerProcess } from '../support/server-process.js';

interface ErrorAnswer {
  errors: { message: string; field?: string }[];
  status: number;
}

/** Sends raw bytes and reads until the server closes: the status line and the body. */
function rawExchange(baseUrl: string, bytes: string): Promise<{ statusLine: string; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let data = '';
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    socket.on('data', (d) => (data += d.toString()));
    socket.on('error', reject);
    socket.on('close', () =>
      resolve({ statusLine: data.split('\r\n')[0], body: data.slice(data.indexOf('\r\n\r\n') + 4) }),
    );
  });
}

describe.each(testDialects())('errors before routing, over HTTP (%s)', (dialect) => {
  let database: TestDatabase;
  let server: ServerProcess;

  const expectShape = async (res: Response, status: number, message: RegExp) => {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as ErrorAnswer;
    expect(body).toEqual({ errors: [{ message: expect.stringMatching(message) }], status });
  };

  beforeAll(async () => {
    database = await freshDatabase(dialect);
    server = await startServer(database);
  }, 90_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await database?.drop();
  });

  it('answers a ~100 KB filters value with 431 in the contract’s shape', async () => {
    const filters = `CTitle~${'x'.repeat(100_000)}`;
    await expectShape(
      await fetch(`${server.baseUrl}/api/v1/db/content?filters=${filters}`),
      431,
      /larger than the server accepts \(16 KB\)/,
    );
  });

  it('answers bytes that are no HTTP request with 400 in the contract’s shape', async () => {
    const { statusLine, body } = await rawExchange(server.baseUrl, 'HELLO THERE\r\n\r\n');
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(body)).toEqual({ errors: [{ message: 'The request is not well-formed HTTP' }], status: 400 });
  });

  it('answers a malformed %-escape (400) and an overlong path parameter (414) in the contract’s shape', async () => {
    await expectShape(await fetch(`${server.baseUrl}/api/v1/db/content/%E0%A4%A`), 400, /malformed %-escape/);
    await expectShape(
      await fetch(`${server.baseUrl}/api/v1/db/content/${'1'.repeat(9000)}`),
      414,
      /longer than the server accepts \(8000 characters\)/,
    );
  });

  it('answers a JSON body to the public form submit with 415 naming the accepted type', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/db/form/submit?id=3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    await expectShape(res, 415, /^This call accepts only application\/x-www-form-urlencoded .*not application\/json$/);
  });
});
