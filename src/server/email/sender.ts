// Who an e-mail is from: the default sender saved in General Settings
// (Default_Email 50's CMetaData FromName, FromAddress, ReplyTo), else the
// server's MAIL_FROM. Read at each send, so a saved change applies to the
// next mail on every instance. A record that cannot be read (or holds a bad
// address, written behind the product's back) falls back to MAIL_FROM.
import type { Queryable } from '../platform/db/executor.js';
import { decodeField } from '../platform/data/codec.js';
import { DEFAULT_EMAIL_CID } from './email-templates.js';
import { isEmailAddress } from '../../shared/email-address.js';

interface Sender {
  from: string;
  replyTo?: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v.replace(/[\r\n"<>]/g, ' ').trim() : '');

export async function senderOf(db: Queryable, mailFrom: string): Promise<Sender> {
  let meta: Record<string, unknown> = {};
  try {
    const row = await db.first<{ CMetaData: unknown }>(
      db.builder.selectFrom('Content').select('CMetaData').where('CId', '=', DEFAULT_EMAIL_CID).compile(),
    );
    const v = decodeField('Content', 'CMetaData', row?.CMetaData, db.dialect);
    if (v && typeof v === 'object' && !Array.isArray(v)) meta = v as Record<string, unknown>;
  } catch {
    return { from: mailFrom };
  }
  const address = text(meta.FromAddress);
  const name = text(meta.FromName);
  const replyTo = text(meta.ReplyTo);
  const from = isEmailAddress(address, { hostAlone: true }) ? (name ? `"${name}" <${address}>` : address) : mailFrom;
  return isEmailAddress(replyTo, { hostAlone: true }) ? { from, replyTo } : { from };
}
