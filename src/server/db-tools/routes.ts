// The DB tools' calls (/db-tools, issue 16 item 8; docs/db-tools.md), under
// /api/v1/mc/db-tools, for MoJoAdmin only (anyone else: 403):
//   GET  /facts             dialect, version, migrations, rows and size per table;
//   GET  /backup            a consistent copy of the database, streamed
//                           (SQLite: the online backup API; PostgreSQL: pg_dump);
//   GET  /export/{entity}   every record of an entity as CSV, secrets left out;
//   POST /import/{entity}   CSV in, all or nothing, with a dry run.
// The lookup tables (DBConstants, MiscData) are edited through the generic
// interface, which lets MoJoAdmin write them; the error log is emptied by
// GET /api/v1/db/errorlog/truncate (contract §6).
import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { Config } from '../platform/config.js';
import type { Executor } from '../platform/db/executor.js';
import { sqliteFileOf } from '../platform/db/open.js';
import { entityByUrlName } from '../platform/data/entities.js';
import { auditEvent } from '../platform/data/audit-events.js';
import { forbidden } from '../platform/errors.js';
import { actorOf, identityOf } from '../platform/plugins/authenticate.js';
import type { KeyRing } from '../platform/secrets/key-ring.js';
import { databaseFacts } from './facts.js';
import { backupSqliteToTemp } from './sqlite-backup.js';
import { streamFromReplica } from '../platform/http/replica-reads.js';
import { dumpedDatabaseUrl, startPgDump } from './pg-dump.js';
import { csvFileNameOf, entityCsv } from './csv-export.js';
import { importCsv } from './csv-import.js';
import {
  CSV_IMPORT_MAX_CHARS,
  CsvImportBody,
  CsvImportProblems,
  CsvImportResult,
  DatabaseFacts,
  EntityParams,
} from '../../shared/api/db-tools.js';
import { withSchemaTypes } from '../platform/http/schema-types.js';

interface DbToolsDeps {
  db: Executor;
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseDirectUrl' | 'pgDumpPath'>;
  ring?: KeyRing;
}

const DB_TOOLS_REFUSED = 'The DB tools are for MoJoAdmin accounts';
const doc = (summary: string) => ({ summary, tags: ['DB tools'], security: [{ bearer: [] }] });
const binary = { schema: { type: 'string', format: 'binary' } };

/** Register under /api/v1/mc/db-tools with the sign-in hook. */
export function registerDbToolsRoutes(scope: FastifyInstance, deps: DbToolsDeps) {
  const app = withSchemaTypes(scope);
  const { db, config } = deps;
  app.addHook('preHandler', async (request) => {
    if (!identityOf(request).isMJA) throw forbidden(DB_TOOLS_REFUSED);
  });
  const audit = (request: FastifyRequest, type: string, message: string) => {
    const actor = actorOf(request);
    return auditEvent(db, {
      type,
      message,
      userName: actor.userName,
      requestId: actor.requestId,
      impersonator: actor.impersonatorName,
    });
  };

  app.get(
    '/facts',
    {
      schema: {
        ...doc('The database: dialect, version, migrations, and rows and size of every table'),
        response: { 200: DatabaseFacts },
      },
    },
    async () => databaseFacts(db, config),
  );

  app.get(
    '/backup',
    {
      schema: {
        ...doc('A consistent backup of the whole database, streamed'),
        description:
          'SQLite: the database file, copied with SQLite’s online backup API (one read transaction, so the copy is the database as of one commit). PostgreSQL: `pg_dump --format=custom` of DATABASE_URL, for pg_restore; 503 when pg_dump is missing or refuses (docs/deploy.md "Backups").',
        response: {
          200: {
            description: 'The backup file',
            content: { 'application/vnd.sqlite3': binary, 'application/octet-stream': binary },
          },
        },
      },
    },
    async (request, reply) => {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
      if (config.databaseUrl) {
        const dump = await startPgDump(
          dumpedDatabaseUrl(config.databaseUrl, config.databaseDirectUrl),
          config.pgDumpPath,
        );
        await audit(request, 'Backup', 'Downloaded a database backup (pg_dump)');
        reply.header('content-disposition', `attachment; filename="cms-${stamp}.dump"`);
        return reply.type('application/octet-stream').send(dump);
      }
      const { file, remove } = await backupSqliteToTemp(sqliteFileOf(config.dataDir));
      await audit(request, 'Backup', 'Downloaded a database backup (SQLite)');
      const stream = createReadStream(file);
      stream.once('close', () => void remove());
      reply.header('content-disposition', `attachment; filename="cms-${stamp}.sqlite"`);
      return reply.type('application/vnd.sqlite3').send(stream);
    },
  );

  app.get(
    '/export/:entity',
    {
      schema: {
        ...doc('Every record of an entity as CSV (secret fields left out), in key order'),
        params: EntityParams,
        response: {
          200: {
            description: 'CSV (UTF-8 with a byte-order mark)',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const entity = entityByUrlName(request.params.entity);
      await audit(request, 'Export', `Exported ${entity.name} as CSV`);
      reply.header('content-disposition', `attachment; filename="${csvFileNameOf(entity)}"`);
      // The audit line above is a write (the primary); the rows are a read the replica may answer.
      return reply
        .type('text/csv; charset=utf-8')
        .send(Readable.from(streamFromReplica(request, entityCsv(db, entity))));
    },
  );

  app.post(
    '/import/:entity',
    {
      bodyLimit: CSV_IMPORT_MAX_CHARS * 2,
      schema: {
        ...doc('Import a CSV file into an entity: every row checked, all written or none'),
        description:
          'A row whose key names a stored record updates the fields that differ; a row without a key creates a record (entities the database numbers). dryRun: true does the same and rolls it back, answering what would change. Every row is checked: a file with bad rows is a 422 (409 when every problem is a duplicate key) listing each problem as {message, field, line} (the first 100; problemCount tells how many in all; the message starts "Line N, Field:"), and nothing is written.',
        params: EntityParams,
        body: CsvImportBody,
        response: { 200: CsvImportResult, '4xx': CsvImportProblems },
      },
    },
    async (request) => {
      const entity = entityByUrlName(request.params.entity);
      return importCsv(db, actorOf(request), entity, request.body.csv, request.body.dryRun, deps.ring);
    },
  );
}
