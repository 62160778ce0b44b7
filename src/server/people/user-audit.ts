// A user's own audit trail (read-only): what the account did (AuditLog rows
// under its user name: sign-ins, writes) and what was done to it (rows about
// the account: its record, its role rows, and the events that name it —
// invitations, access changes, reset links, impersonation). Claim rows of
// the generic interface are keyed by their own id, so they show through the
// 'Access' entries the user screens write, not one by one.
import type { AuditEntry } from '../../shared/api/people.js';
import type { Queryable } from '../platform/db/executor.js';
import { dialectOf } from '../platform/db/dialect.js';
import { sql } from 'kysely';
import { readPage, type PageRequest, type RecordPage } from '../platform/data/record-reader.js';
import { notFound } from '../platform/errors.js';
import { decodeRow } from '../platform/data/codec.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function auditTrail(db: Queryable, userId: string, request: PageRequest): Promise<RecordPage<AuditEntry>> {
  const user = await db.first<{ UserName: string }>(
    db.builder.selectFrom('AspNetUsers').select('UserName').where('Id', '=', userId).compile(),
  );
  if (!user) throw notFound(`User ${userId} was not found`);
  const d = dialectOf(db);
  return readPage(
    db,
    {
      from: db.builder
        .selectFrom('AuditLog')
        .where((eb) =>
          eb.or([
            eb('UserName', '=', user.UserName),
            eb.and([eb('Entity', '=', 'AspNetUsers'), eb('EntityKey', '=', userId)]),
            eb.and([eb('Entity', '=', 'AspNetUserRoles'), d.like(sql.ref('EntityKey'), `[${escapeLike(userId)},%`)]),
          ]),
        ),
      select: (from) =>
        from.select(['AlId', 'Date', 'Type', 'Message', 'UserName', 'Impersonator', 'Entity']).orderBy('AlId', 'desc'),
      decode: (rows) => rows.map((r): AuditEntry => decodeRow('AuditLog', r, db.dialect)),
    },
    request,
  );
}
