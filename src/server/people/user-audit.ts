// A user's own audit trail (read-only): what the account did (AuditLog rows
// under its user name: sign-ins, writes) and what was done to it (rows about
// the account: its record, its role rows, and the events that name it —
// invitations, access changes, reset links, impersonation). Claim rows of
// the generic interface are keyed by their own id, so they show through the
// 'Access' entries the user screens write, not one by one.
import type { AuditEntry } from '../../shared/api/people.js';
import type { Queryable } from '../db/executor.js';
import { dialectOf } from '../db/dialect.js';
import { sql } from 'kysely';
import { pagination, type Pagination } from '../data/reads.js';
import { notFound } from '../errors.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function auditTrail(db: Queryable, userId: string, pageNumber = 1, pageSize = 20): Promise<{ rows: AuditEntry[]; pagination: Pagination }> {
  const user = await db.first<{ UserName: string }>(db.builder.selectFrom('AspNetUsers').select('UserName').where('Id', '=', userId).compile());
  if (!user) throw notFound(`User ${userId} was not found`);
  const d = dialectOf(db);
  const base = () =>
    db.builder
      .selectFrom('AuditLog')
      .where((eb) =>
        eb.or([
          eb('UserName', '=', user.UserName),
          eb.and([eb('Entity', '=', 'AspNetUsers'), eb('EntityKey', '=', userId)]),
          eb.and([eb('Entity', '=', 'AspNetUserRoles'), d.like(sql.ref('EntityKey'), `[${escapeLike(userId)},%`)]),
        ]),
      );
  const counted = await db.first<{ n: number | string }>(
    base()
      .select((eb) => eb.fn.countAll().as('n'))
      .compile(),
  );
  const rows = await db.all<AuditEntry & { Date: unknown }>(
    base()
      .select(['AlId', 'Date', 'Type', 'Message', 'UserName', 'Impersonator', 'Entity'])
      .orderBy('AlId', 'desc')
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize)
      .compile(),
  );
  return {
    rows: rows.map((r) => ({ ...r, AlId: Number(r.AlId), Date: r.Date == null ? null : new Date(String(r.Date)).toISOString() })),
    pagination: pagination(pageNumber, pageSize, Number(counted?.n ?? 0)),
  };
}
