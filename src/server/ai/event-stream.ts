// A draft streamed to the browser as server-sent events (AI_STREAM_EVENTS in
// shared/api/openai.ts): `delta` for each piece of raw text, then `done` with
// the finished, sanitised draft, or `error` when the provider fails after the
// answer started (its status is already sent), with its code when it has one. Each `data:` line is one JSON
// object, so line breaks in the text cannot split or forge an event.
import { PassThrough, type Readable } from 'node:stream';
import { ApiError, coded } from '../platform/errors.js';

type Finish = (raw: string) => { text: string } & Record<string, unknown>;

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export function eventStream(pieces: AsyncIterable<string>, finish: Finish, onFailure: (e: unknown) => void): Readable {
  const out = new PassThrough();
  void (async () => {
    let raw = '';
    try {
      for await (const piece of pieces) {
        raw += piece;
        out.write(event('delta', { text: piece }));
      }
      out.write(event('done', finish(raw)));
    } catch (e) {
      const known = e instanceof ApiError ? e : coded(502, 'ai.brokeOff');
      if (!(e instanceof ApiError)) onFailure(e);
      out.write(
        event('error', {
          status: known.status,
          message: known.message,
          ...(known.code ? { code: known.code, params: known.params ?? {} } : {}),
        }),
      );
    } finally {
      out.end();
    }
  })();
  return out;
}
