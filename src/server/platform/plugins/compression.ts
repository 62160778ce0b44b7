// Dynamic answers compressed when the client accepts it (issue 12 item 5):
// @fastify/compress on every route registered after it, for text types only
// (JSON, XML, text, script, SVG), Brotli or gzip as the Accept-Encoding
// header prefers, from COMPRESS_MIN_BYTES up, at their fastest levels. The admin's files are already
// compressed at build time (admin-app.ts) and left out.
//
// Streams (the unpaged list, sitemaps) are piped through the compressor,
// with back-pressure, so memory stays flat; x-pagination and the other
// headers pass untouched. A strong ETag on an answer the server encodes
// itself becomes weak (W/"…"), as nginx does: the ETag names the record, not
// these bytes, and a strong one would promise byte-identical bodies across
// encodings. If-None-Match compares weakly (RFC 9110 section 13.1.2) and If-Match
// here already accepts the W/ form (data/writes.ts, editor/page.ts).
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { ADMIN_PREFIX } from './admin-app.js';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

/**
 * Smaller answers go as they are: get by id and a 20-row list page (bench: 0.4 and 7.5 kB).
 * On loopback compressing is pure cost (bench/compression.ts); on a network an answer
 * that fits the first flight of a connection (10 segments, RFC 6928: ~14.6 kB) takes one
 * round trip either way. See docs/decisions/0023-compressed-answers-and-admin-files.md.
 */
export const COMPRESS_MIN_BYTES = 14 * 1024;

/**
 * Buffered answers up to this size are compressed in one synchronous call (at brotli
 * quality 1, ~3 µs per kB: a 500-row page of 190 kB blocks about half a millisecond); larger ones and
 * streams go through zlib's thread pool, whose hand-off costs ~0.5–1 ms of CPU per answer
 * (measured: the plugin's default of 8 kB on two cores doubled the CPU of a 50-row page).
 */
const SYNC_MAX_BYTES = 512 * 1024;

/**
 * Fastest levels: Brotli quality 1 costs a third of quality 4 for ~12% more bytes on our
 * JSON (≈9× smaller than plain either way); gzip level 1 as nginx's default, for clients
 * without Brotli. The admin's files are compressed once at the highest levels instead.
 */
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP = { level: 1 };
const TEXT_TYPES =
  /^(?:application\/(?:[\w.-]+\+)?(?:json|xml)|application\/javascript|text\/(?!event-stream)|image\/svg\+xml)\b/;

export async function registerCompression(app: FastifyInstance) {
  // The admin's files carry their build-time encoding or none (a file too small to gain): never encoded again per request.
  // Added before the plugin's own onRoute hook, which then finds compress: false.
  app.addHook('onRoute', (route) => {
    if (route.url === ADMIN_PREFIX || route.url.startsWith(`${ADMIN_PREFIX}/`)) route.compress ??= false;
  });
  // Request bodies are not decompressed: the API reads plain JSON (contract §3) and a
  // compressed upload would slip past bodyLimit's meaning.
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_MIN_BYTES,
    syncThreshold: SYNC_MAX_BYTES,
    encodings: ENCODINGS,
    brotliOptions: BROTLI,
    zlibOptions: GZIP,
    customTypes: TEXT_TYPES,
  });
  // The plugin adds its onSend to each route as it is declared; this hook runs after it and
  // puts a cheap test in front: most answers (get by id, a 20-row page) are far below the
  // threshold, and the plugin's own checks (Accept-Encoding, content type, Content-Range) then
  // cost ~8% of the fastest call for nothing. Larger answers go through the plugin unchanged,
  // and come back with their ETag made weak when they were encoded.
  app.addHook('onRoute', (route) => {
    if (route.compress === false || !Array.isArray(route.onSend) || !route.onSend.length) return;
    const compress = route.onSend.pop() as unknown as OnSend;
    route.onSend.push(onlyLarge(compress) as onSendHookHandler);
  });
}

type OnSendDone = (err: Error | null, payload?: unknown) => void;
type OnSend = (
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: OnSendDone,
) => void;

/** Whether a buffered answer is too small to be compressed (streams and null bodies are the plugin's to judge). */
function belowThreshold(payload: unknown): boolean {
  if (typeof payload === 'string')
    return payload.length < COMPRESS_MIN_BYTES / 3 || Buffer.byteLength(payload) < COMPRESS_MIN_BYTES;
  return Buffer.isBuffer(payload) && payload.length < COMPRESS_MIN_BYTES;
}

function onlyLarge(compress: OnSend): OnSend {
  return function (request, reply, payload, done) {
    if (belowThreshold(payload)) return done(null, payload);
    compress.call(this, request, reply, payload, (err, encoded) => {
      if (!err) weakenEtag(reply);
      done(err, encoded);
    });
  };
}

/** A strong ETag names the record, not these encoded bytes: it becomes weak (W/"…"). */
function weakenEtag(reply: FastifyReply): void {
  const encoding = reply.getHeader('content-encoding');
  const etag = reply.getHeader('etag');
  if (encoding && encoding !== 'identity' && typeof etag === 'string' && etag.startsWith('"'))
    reply.header('etag', `W/${etag}`);
}
