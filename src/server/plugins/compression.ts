// Dynamic answers compressed when the client accepts it (issue 12 item 5):
// @fastify/compress on every route registered after it, for text types only
// (JSON, XML, text, script, SVG), Brotli or gzip as the Accept-Encoding
// header prefers, from COMPRESS_MIN_BYTES up. The admin's files are already
// compressed at build time (admin-app.ts) and left out.
//
// Streams (the unpaged list, sitemaps) are piped through the compressor,
// with back-pressure, so memory stays flat; x-pagination and the other
// headers pass untouched. A strong ETag on an answer the server encodes
// itself becomes weak (W/"…"), as nginx does: the ETag names the record, not
// these bytes, and a strong one would promise byte-identical bodies across
// encodings. If-None-Match compares weakly (RFC 9110 §13.1.2) and If-Match
// here already accepts the W/ form (data/writes.ts, editor/page.ts).
import fastifyCompress from '@fastify/compress';
import { ADMIN_PREFIX } from './admin-app.js';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onSendHookHandler } from 'fastify';

/**
 * Smaller answers go as they are. Measured with `npm run bench` (bench/compression.ts):
 * see docs/decisions.md "Compressed answers and the admin's files".
 */
export const COMPRESS_MIN_BYTES = 1024;

/** Brotli at quality 4 (the plugin's default: ~gzip's speed, smaller), gzip at its default level 6. */
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
const TEXT_TYPES = /^(?:application\/(?:[\w.-]+\+)?(?:json|xml)|application\/javascript|text\/(?!event-stream)|image\/svg\+xml)\b/;

export async function registerCompression(app: FastifyInstance) {
  // The admin's files carry their build-time encoding or none (a file too small to gain): never encoded again per request.
  // Added before the plugin's own onRoute hook, which then finds compress: false.
  app.addHook('onRoute', (route) => {
    if (route.url === ADMIN_PREFIX || route.url.startsWith(`${ADMIN_PREFIX}/`)) route.compress ??= false;
  });
  // Request bodies are not decompressed: the API reads plain JSON (contract §3) and a
  // compressed upload would slip past bodyLimit's meaning.
  await app.register(fastifyCompress, { global: true, globalDecompression: false, threshold: COMPRESS_MIN_BYTES, encodings: ENCODINGS, customTypes: TEXT_TYPES });
  // The plugin adds its onSend to each route as it is declared; this one is added after it, so it sees the encoding chosen.
  app.addHook('onRoute', (route) => {
    route.onSend = [...(route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend]), weakenEtag as onSendHookHandler];
  });
}

function weakenEtag(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: HookHandlerDoneFunction & ((err: Error | null, payload?: unknown) => void)) {
  const encoding = reply.getHeader('content-encoding');
  const etag = reply.getHeader('etag');
  if (encoding && encoding !== 'identity' && typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `W/${etag}`);
  done(null, payload);
}
