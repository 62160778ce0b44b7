// Audit entries for sign-in events (spec §8: 'Password Reset Required',
// 'Account Disabled', 'Login Successful', 'Login Fail: {message}') and for
// impersonation, password changes and logout.
import type { Queryable } from '../db/executor.js';

interface AuditEvent {
  type: string;
  message: string;
  userName: string;
  requestId?: string;
  impersonator?: string;
  /** The account the event is about (its Id), when not the actor's own: the user's audit trail finds it (Entity AspNetUsers). */
  about?: string;
  /** The entity `about` names (default AspNetUsers): a secured document's download names its Content row. */
  aboutEntity?: string;
}

export async function auditEvent(db: Queryable, e: AuditEvent): Promise<void> {
  await db.run(
    db.builder
      .insertInto('AuditLog')
      .values({
        Type: e.type,
        Message: e.message.slice(0, 4000),
        UserName: e.userName.slice(0, 256),
        Date: new Date().toISOString(),
        Impersonator: e.impersonator ?? null,
        ...(e.about ? { Entity: e.aboutEntity ?? 'AspNetUsers', EntityKey: e.about } : {}),
        RequestId: e.requestId?.slice(0, 64) ?? null,
      })
      .compile(),
  );
}
