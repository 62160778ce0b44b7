// Request ids (issue 11 item 7): a UUID per request, or the X-Request-Id a
// trusted proxy sent (so a request can be followed from the proxy's log to
// ours), echoed in the answer's X-Request-Id, carried by every log line of
// the request (Fastify's per-request child logger, label reqId) and stored in
// AuditLog.RequestId and ErrorLog.ElRequestId. Fastify's own counter restarts
// at 1 with every process, so ids stored in the logs repeated after each
// restart and across instances.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { compileTrust, normalizeAddress } from './client-address.js';

/** What an incoming id may look like: short, and nothing a log line or a header could be broken with. */
const ACCEPTED = /^[A-Za-z0-9._:@-]{1,64}$/;

/** The genReqId option: the trusted proxy's id when it sent a sane one, else a new UUID. */
export function requestIdGenerator(trustedProxies: readonly string[]): (req: IncomingMessage) => string {
  const trusted = compileTrust(trustedProxies);
  return (req) => {
    const incoming = req.headers['x-request-id'];
    if (typeof incoming === 'string' && ACCEPTED.test(incoming)) {
      const peer = normalizeAddress(req.socket?.remoteAddress);
      if (peer && trusted(peer)) return incoming;
    }
    return randomUUID();
  };
}

/** Echoes the id on every answer, errors included (set before any handler runs). */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;
/** Fastify's logger is pino here (logger: { level }), which can tell whether a level is on. */
type PinoLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * The request's logger, made only when a line is written: every line carries
 * the request's id (reqId), but a request that logs nothing (most of them, at
 * the default level warn) does not pay for a pino child logger, which cost
 * the fastest call (get by id) about 12% of its throughput.
 */
class RequestLogger {
  private real: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: PinoLogger,
    private readonly bindings: Bindings,
    private readonly options: object,
  ) {}

  get level(): string {
    return this.parent.level;
  }
  set level(level: string) {
    this.own().level = level;
  }

  private own(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings, this.options));
  }

  private write(method: LogMethod, args: unknown[]): void {
    if (!this.parent.isLevelEnabled(method)) return;
    (this.own()[method] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}
  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.own().child(bindings, options);
  }
  isLevelEnabled(level: string): boolean {
    return this.parent.isLevelEnabled(level);
  }
}

/** Fastify's childLoggerFactory option: a RequestLogger per request. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: object,
): FastifyBaseLogger {
  return new RequestLogger(logger as PinoLogger, bindings, options) as unknown as FastifyBaseLogger;
}

/**
 * Fastify's logController option: its request lines ('incoming request', 'request completed') only when the
 * request's logger writes info. Fastify builds each line's object (the request, the reply, the elapsed time)
 * before the level is looked at, which at the default level (warn) cost every request for nothing. Its other
 * lines (a failed request, a stream cut short, a serializer's error) are left as they are: Fastify's own switch
 * (disableRequestLogging) would silence those too.
 */
export class RequestLines extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    // Every request's logger is a RequestLogger (requestLoggerFactory), which can tell.
    if (logsInfo(request.log)) super.incomingRequest(request, reply);
  }
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || logsInfo(request.log)) super.requestCompleted(error, request, reply);
  }
}

/** Whether a logger of this app (pino, or a request's RequestLogger) writes info lines: the request lines among them. */
export function logsInfo(logger: FastifyBaseLogger): boolean {
  return (logger as PinoLogger).isLevelEnabled('info');
}
