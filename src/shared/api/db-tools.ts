// The DB tools screen's calls (/db-tools, issue 16 item 8), under
// /api/v1/mc/db-tools, MoJoAdmin only: the database's facts, a consistent
// backup, and CSV export and import of any table of the generic interface.
import { Type, type Static } from 'typebox';

export const DB_TOOLS_BASE = '/api/v1/mc/db-tools';

/** Most rows one import takes (the whole file is one transaction). */
export const CSV_IMPORT_MAX_ROWS = 5000;
/** Most problems a refused import lists (problemCount tells how many there were in all). */
export const CSV_IMPORT_MAX_PROBLEMS = 100;
/** Largest CSV text an import takes, in characters. */
export const CSV_IMPORT_MAX_CHARS = 8 * 1024 * 1024;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const TableFacts = Type.Object(
  {
    table: Type.String({ description: 'The table’s name in the database.' }),
    entity: Nullable(
      Type.String({
        description:
          'The generic interface’s entity stored there; null for the server’s own tables (migrations, rate limits, …).',
      }),
    ),
    rows: Type.Integer({ description: 'Rows, counted now.' }),
    bytes: Nullable(
      Type.Integer({
        description:
          'Space on disk with its indexes (SQLite dbstat, PostgreSQL pg_total_relation_size); null when the database cannot tell.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type TableFacts = Static<typeof TableFacts>;

export const DatabaseFacts = Type.Object(
  {
    dialect: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
    version: Type.String({ description: 'The database server’s version (SQLite’s library version).' }),
    location: Type.String({
      description: 'Where the data lives: the SQLite file, or PostgreSQL host, port and database (no credentials).',
    }),
    totalBytes: Nullable(Type.Integer({ description: 'The whole database’s size on disk.' })),
    migrations: Type.Object(
      {
        applied: Type.Array(
          Type.Object({ id: Type.String(), applied: Type.String() }, { additionalProperties: false }),
        ),
        pending: Type.Array(Type.String(), {
          description:
            'Migrations this version knows and the database has not had yet (normally none: the server applies them at start).',
        }),
      },
      { additionalProperties: false },
    ),
    tables: Type.Array(TableFacts),
  },
  { additionalProperties: false },
);
export type DatabaseFacts = Static<typeof DatabaseFacts>;

export const EntityParams = Type.Object({
  entity: Type.String({ minLength: 1, maxLength: 100, description: 'An entity of the generic interface (any case).' }),
});

export const CsvImportBody = Type.Object(
  {
    csv: Type.String({
      maxLength: CSV_IMPORT_MAX_CHARS,
      description: 'The file’s text: a header line naming fields of the entity, then one record per line (RFC 4180).',
    }),
    dryRun: Type.Boolean({ description: 'true: check every row and answer what would change, writing nothing.' }),
  },
  { additionalProperties: false },
);
export type CsvImportBody = Static<typeof CsvImportBody>;

export const CsvRowChange = Type.Object(
  {
    field: Type.String(),
    before: Type.Unknown({ description: 'The stored value (null for a new record).' }),
    after: Type.Unknown({ description: 'The value the row gives.' }),
  },
  { additionalProperties: false },
);
export type CsvRowChange = Static<typeof CsvRowChange>;

export const CsvRowOutcome = Type.Object(
  {
    line: Type.Integer({ description: 'The line of the file the record starts on (the header is line 1).' }),
    action: Type.Union([Type.Literal('create'), Type.Literal('update'), Type.Literal('unchanged')]),
    key: Nullable(
      Type.String({
        description:
          'The record’s key (after the write, for a create; null in a dry run’s creates when the database numbers them).',
      }),
    ),
    changes: Type.Array(CsvRowChange),
  },
  { additionalProperties: false },
);
export type CsvRowOutcome = Static<typeof CsvRowOutcome>;

export const CsvImportResult = Type.Object(
  {
    entity: Type.String(),
    dryRun: Type.Boolean(),
    created: Type.Integer(),
    updated: Type.Integer(),
    unchanged: Type.Integer(),
    ignoredColumns: Type.Array(Type.String(), {
      description: 'Columns the server sets itself (stamps, read-only fields): left out of the write.',
    }),
    rows: Type.Array(CsvRowOutcome),
  },
  { additionalProperties: false },
);
export type CsvImportResult = Static<typeof CsvImportResult>;

/**
 * The import's error answers: the contract's error shape (shared/api/common.ts
 * ErrorBody), where a refused file's items also carry their line and the
 * body how many problems there were in all.
 */
export const CsvImportProblems = Type.Object(
  {
    errors: Type.Array(
      Type.Object(
        {
          message: Type.String({
            description: 'What is wrong; for a row, it starts "Line N" (and ", Field:" when a field is to blame).',
          }),
          field: Type.Optional(Type.String({ description: 'The column at fault, when there is one.' })),
          rule: Type.Optional(Type.String({ description: 'On a 403: the access rule that refused the call.' })),
          line: Type.Optional(
            Type.Integer({ description: 'The line of the file (the header is line 1), for a refused file.' }),
          ),
          code: Type.Optional(
            Type.String({
              description: 'A stable code the admin words in its language (src/shared/api/error-codes.ts).',
            }),
          ),
          params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, description: `The problems, in line order; at most ${CSV_IMPORT_MAX_PROBLEMS}.` },
    ),
    status: Type.Integer({ minimum: 400, maximum: 599 }),
    problemCount: Type.Optional(
      Type.Integer({
        description: 'For a refused file: how many problems it has in all (more than listed when over the cap).',
      }),
    ),
  },
  { additionalProperties: false, description: 'Every error answer (contract §3), with the lines of a refused file.' },
);
export type CsvImportProblems = Static<typeof CsvImportProblems>;
