// bearerToken remembers the last header of each connection (decision 0156): a kept-alive connection that changes
// its header, or sends a malformed one, must get that header's token, never the one remembered.
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerToken } from './authenticate.js';

let app: FastifyInstance;
let port: number;
const connections = new Set<unknown>();

beforeAll(async () => {
  app = Fastify();
  app.get('/token', async (request) => {
    connections.add(request.raw.socket);
    return { token: bearerToken(request) ?? null };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** The token the server read from `authorization`, asked over `agent`'s one kept-alive connection. */
function tokenOver(agent: Agent, authorization?: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/token', agent, headers: authorization ? { authorization } : {} },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve((JSON.parse(body) as { token: string | null }).token));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const TOKEN_A = `${'a'.repeat(36)}.${'b'.repeat(500)}.${'c'.repeat(43)}`;
const TOKEN_B = `${'a'.repeat(36)}.${'b'.repeat(500)}.${'d'.repeat(43)}`;

describe('bearerToken on a kept-alive connection', () => {
  it("reads each call's own header when the connection's header changes", async () => {
    connections.clear();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await tokenOver(agent, `Bearer ${TOKEN_A}`)).toBe(TOKEN_A);
    expect(await tokenOver(agent, `Bearer ${TOKEN_A}`)).toBe(TOKEN_A);
    expect(await tokenOver(agent, `bearer  ${TOKEN_B} `)).toBe(TOKEN_B);
    expect(await tokenOver(agent, `Bearer ${TOKEN_A}`)).toBe(TOKEN_A);
    // Malformed after a good one: no token, not the remembered one.
    expect(await tokenOver(agent, `Bearer ${TOKEN_A}$`)).toBeNull();
    expect(await tokenOver(agent, `Basic ${TOKEN_A}`)).toBeNull();
    expect(await tokenOver(agent)).toBeNull();
    expect(await tokenOver(agent, `Bearer ${TOKEN_B}`)).toBe(TOKEN_B);
    expect(connections.size).toBe(1);
    agent.destroy();
  });

  it('keeps connections apart', async () => {
    connections.clear();
    const first = new Agent({ keepAlive: true, maxSockets: 1 });
    const second = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await tokenOver(first, `Bearer ${TOKEN_A}`)).toBe(TOKEN_A);
    expect(await tokenOver(second, `Bearer ${TOKEN_B}`)).toBe(TOKEN_B);
    expect(await tokenOver(first, `Bearer ${TOKEN_A}`)).toBe(TOKEN_A);
    expect(await tokenOver(second, `Bearer ${TOKEN_B}`)).toBe(TOKEN_B);
    expect(connections.size).toBe(2);
    first.destroy();
    second.destroy();
  });

  it('reads a request without a real connection (inject)', async () => {
    const res = await app.inject({ url: '/token', headers: { authorization: `Bearer ${TOKEN_A}` } });
    expect(res.json()).toEqual({ token: TOKEN_A });
  });
});
