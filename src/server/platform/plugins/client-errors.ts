// The errors answered before a request reaches a route, in the contract's
// shape (§3: {"errors":[{"message"}],"status":N}) like every other answer:
//   - clientErrorHandler: Node's HTTP parser refused the request (431 when the
//     request line and headers pass Node's 16 KB limit, e.g. a ~100 KB
//     `filters` value; 408 when it came too slowly; 400 for a request that
//     is no HTTP). There is no request object yet, so the answer is written
//     on the socket, which is then closed (Node's and Fastify's own default).
//   - frameworkErrors: Fastify's router refused the URL (400 for a bad
//     %-escape, 414 for a path parameter past maxParamLength).
// Fastify's defaults answered these as {"error","message","statusCode"}.
// Errors met after routing (bad JSON, 413 body too large, 415 …) go through
// the app's error handler (plugins/errors.ts).
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';

type ParserError = Error & { code?: string };

function parserAnswer(err: ParserError): ApiError {
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    return new ApiError(
      431,
      'The request line and headers are larger than the server accepts (16 KB): shorten the URL (long filters) or the headers',
    );
  }
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return new ApiError(408, 'The request did not arrive in time: send it again');
  return new ApiError(400, 'The request is not well-formed HTTP');
}

/** Fastify's `clientErrorHandler` option (the server's 'clientError' event). */
export function clientErrorHandler(err: ParserError, socket: Socket): void {
  // A reset connection has nobody to answer (what Fastify's default does too).
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const answer = parserAnswer(err);
    const body = JSON.stringify(answer.body());
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** Fastify's `frameworkErrors` option: the router's refusals, answered through the reply (hooks and headers apply). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The URL has a malformed %-escape'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A part of the URL path is longer than the server accepts (8000 characters)'
        : error.message;
  void reply.code(status).send(new ApiError(status, message).body());
}
