// The per-user daily limit of AI drafts (docs/ai-tools.md): one AiUsage row
// per user and UTC day, counted in the database so every instance agrees.
// A call takes its place before it goes to the provider, in one atomic
// statement (insert, or add one while under the limit), so two calls racing
// for the last place cannot both get it. A failed call still counts: it cost
// the provider's time, and a broken setting must not become an unmetered loop.
import type { Executor, Queryable } from '../platform/db/executor.js';
import type { Identity } from '../platform/data/identity.js';
import { coded } from '../platform/errors.js';
import type { AiUsageAnswer } from '../../shared/api/openai.js';

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

const secondsToMidnight = (now: number) => {
  const next = new Date(now);
  next.setUTCHours(24, 0, 0, 0);
  return Math.max(1, Math.ceil((next.getTime() - now) / 1000));
};

export async function usageOf(q: Queryable, userId: string, limit: number, now: number): Promise<AiUsageAnswer> {
  const day = utcDay(now);
  const row = await q.first<{ AuCount: number }>(
    q.builder.selectFrom('AiUsage').select('AuCount').where('AuUserId', '=', userId).where('AuDay', '=', day).compile(),
  );
  const used = Number(row?.AuCount ?? 0);
  return { day, used, limit, remaining: Math.max(0, limit - used) };
}

/** Counts one call for the user today, or refuses it (429) when the day's limit is reached. */
export async function takeDailyPlace(
  db: Executor,
  identity: Identity,
  limit: number,
  now: number,
): Promise<AiUsageAnswer> {
  const day = utcDay(now);
  const tooMany = () =>
    coded(429, limit === 0 ? 'ai.dailyOff' : 'ai.dailyUsed', limit === 0 ? {} : { limit }, undefined, {
      'retry-after': String(secondsToMidnight(now)),
    });
  if (limit <= 0) throw tooMany();
  const counted = await db.transaction((tx) =>
    tx.first<{ AuCount: number }>(
      tx.builder
        .insertInto('AiUsage')
        .values({ AuUserId: identity.userId, AuDay: day, AuUserName: identity.userName, AuCount: 1 })
        .onConflict((oc) =>
          oc
            .columns(['AuUserId', 'AuDay'])
            .doUpdateSet((eb) => ({ AuCount: eb('AiUsage.AuCount', '+', 1), AuUserName: identity.userName }))
            .where('AiUsage.AuCount', '<', limit),
        )
        .returning('AuCount')
        .compile(),
    ),
  );
  if (!counted) throw tooMany();
  const used = Number(counted.AuCount);
  return { day, used, limit, remaining: Math.max(0, limit - used) };
}
