// The campaign a submission came from (spec §3 "Tracking values"): the
// utm_medium and utm_source the public page sends, in the post or in the
// submit's query string (the post wins: a page copies them from its own
// address into hidden inputs). Only values of the DBConstants lists count —
// MEDIUM (type 1), SOURCE (type 2), matched without regard to case and
// stored as the list spells them; anything else never reaches the
// FsMedium/FsSource columns and is kept, as plain text, under
// FsMachineMeta.tracking.unrecognised so staff can see what was sent.
import type { Queryable } from '../platform/db/executor.js';
import { toPlainText } from '../../shared/forms/plain-text.js';

export const DBC_MEDIUM = 1;
export const DBC_SOURCE = 2;
export const TRACKING_PARAMS = { medium: 'utm_medium', source: 'utm_source' } as const;
const MAX_UNRECOGNISED = 100;

export interface Tracking {
  medium: string | null;
  source: string | null;
  /** Values sent that are not in the lists (plain text, cut to 100 characters). */
  unrecognised: { medium?: string; source?: string };
}

async function canonical(db: Queryable, type: number, sent: string): Promise<string | null> {
  const rows = await db.all<{ DbcValue: string }>(
    db.builder.selectFrom('DBConstants').select('DbcValue').where('DbcType', '=', type).compile(),
  );
  const wanted = sent.toLowerCase();
  return rows.find((r) => r.DbcValue.toLowerCase() === wanted)?.DbcValue ?? null;
}

export async function readTracking(
  db: Queryable,
  posted: URLSearchParams,
  query: Record<string, unknown>,
): Promise<Tracking> {
  const out: Tracking = { medium: null, source: null, unrecognised: {} };
  for (const [key, type] of [
    ['medium', DBC_MEDIUM],
    ['source', DBC_SOURCE],
  ] as const) {
    const param = TRACKING_PARAMS[key];
    const raw = posted.get(param) ?? (typeof query[param] === 'string' ? (query[param] as string) : '');
    const sent = toPlainText(raw).slice(0, 200);
    if (!sent) continue;
    const value = await canonical(db, type, sent);
    if (value) out[key] = value;
    else out.unrecognised[key] = sent.slice(0, MAX_UNRECOGNISED);
  }
  return out;
}
