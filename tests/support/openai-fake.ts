// An OpenAI-compatible server on 127.0.0.1 for the AI tools' tests (an
// outside service, so a fake is allowed: docs/ai-tools.md). It speaks
// POST {base}/chat/completions with `stream: true` the way OpenAI, llama.cpp,
// Ollama and vLLM do: `data: {chat.completion.chunk}` events, then
// `data: [DONE]`. What it answers is set by the test (`answer`): text in
// pieces, a refusal, an error status with OpenAI's error body, or nothing at
// all (a hanging server, for the time limit). Every request is recorded.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeAnswer =
  | { kind: 'text'; pieces: string[] }
  | { kind: 'refusal'; text: string }
  | { kind: 'error'; status: number; message: string; headers?: Record<string, string> }
  | { kind: 'hang' }
  /** The answer starts, sends `first`, then stalls (a time-out after the stream began). */
  | { kind: 'stall'; first: string };

export interface FakeRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    temperature?: number;
    max_tokens?: number;
    messages?: { role: string; content: string }[];
  };
}

export interface OpenAiFake {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  answer: FakeAnswer;
  requests: FakeRequest[];
  close(): Promise<void>;
}

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

function respond(fake: OpenAiFake, res: ServerResponse) {
  const a = fake.answer;
  if (a.kind === 'hang') return; // headers never come
  if (a.kind === 'error') {
    res.writeHead(a.status, { 'content-type': 'application/json', ...(a.headers ?? {}) });
    res.end(JSON.stringify({ error: { message: a.message, type: 'fake_error', code: null } }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(chunk({ role: 'assistant', content: '' }));
  if (a.kind === 'stall') return void res.write(chunk({ content: a.first }));
  if (a.kind === 'refusal') res.write(chunk({ refusal: a.text }));
  else for (const piece of a.pieces) res.write(chunk({ content: piece }));
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

export async function startOpenAiFake(): Promise<OpenAiFake> {
  const sockets = new Set<Socket>();
  const fake: OpenAiFake = {
    baseUrl: '',
    answer: { kind: 'text', pieces: ['Hello'] },
    requests: [],
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      let body: FakeRequest['body'] = {};
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        body = {};
      }
      fake.requests.push({ path: req.url ?? '', headers: req.headers, body });
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `No route ${req.method} ${req.url}` } }));
        return;
      }
      respond(fake, res);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
