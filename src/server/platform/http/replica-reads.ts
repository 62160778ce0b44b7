// The HTTP side of the read replica (docs/decisions/0131-read-replica.md).
// After any request that may have written (every method but GET, HEAD and
// OPTIONS) the answer carries the primary's WAL position in a cookie; the
// person's next reads, on whichever instance they land, go to the replica only
// once it has replayed that far (read-your-writes, no sleeping). The cookie is
// not signed: a forged one can only send its own holder's reads to the primary
// (a position far ahead) or to a replica not yet caught up with their own write
// (one behind), never touch what another person reads.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/executor.js';
import { iterateFromReplica, readsFromReplica, type ReadScope } from '../db/read-scope.js';
import { ReplicaRoutedExecutor } from '../db/replica-router.js';
import { parseWalPosition } from '../db/wal-position.js';

const WRITE_POSITION_COOKIE = 'cms-written';
/** Long past any lag the replica is allowed (DATABASE_REPLICA_MAX_LAG_MS): after that the cookie says nothing new. */
const COOKIE_SECONDS = 3600;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether this process opened a replica. Without one, fromReplica does not open a scope: the first
 * AsyncLocalStorage.run turns on Node's promise hooks, a cost on every promise the server makes.
 */
let replicaOpened = false;

/** Logs the replica's state changes and hands out the write position; nothing at all without a replica. */
export function installReplicaReads(app: FastifyInstance, db: Executor): void {
  if (!(db instanceof ReplicaRoutedExecutor)) return;
  replicaOpened = true;
  db.onReplicaStateChange((state, detail) => {
    if (state === 'in-use')
      app.log.warn(`Read replica in use: list pages, records and exports read from it (${detail})`);
    else app.log.warn(`Read replica left out (${state}): reads go to the primary (${detail})`);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (READ_METHODS.has(request.method)) return payload;
    const at = await db.writePosition().catch(() => undefined);
    if (at)
      appendCookie(
        reply,
        `${WRITE_POSITION_COOKIE}=${at}; Path=/; Max-Age=${COOKIE_SECONDS}; HttpOnly; SameSite=Strict`,
      );
    return payload;
  });
}

function appendCookie(reply: FastifyReply, cookie: string): void {
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...list, cookie]);
}

/** The request's read scope: its last write position, when its cookie carries a well-formed one. */
function readScopeOf(request: FastifyRequest): ReadScope {
  const header = request.headers.cookie;
  if (!header) return {};
  const value = header
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${WRITE_POSITION_COOKIE}=`))
    ?.slice(WRITE_POSITION_COOKIE.length + 1);
  return { after: parseWalPosition(value) };
}

/** Runs a handler's data reads where the replica may answer them (the primary when there is none). */
export function fromReplica<T>(request: FastifyRequest, read: () => T): T {
  return replicaOpened ? readsFromReplica(readScopeOf(request), read) : read();
}

/** The same for rows streamed after the handler returned (an unpaged list, an export). */
export function streamFromReplica<T>(request: FastifyRequest, rows: AsyncIterable<T>): AsyncIterable<T> {
  return replicaOpened ? iterateFromReplica(readScopeOf(request), rows) : rows;
}
