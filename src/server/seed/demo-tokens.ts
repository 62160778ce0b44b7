// Demo general tokens (Liquid_Value 63, docs/tokens.md): the firm's contact
// facts as named values, one of them built from the others in Liquid, so
// the General Tokens screen opens with keys, previews and a use to show.
import type { Queryable } from '../platform/db/executor.js';
import { tokenKeyOf } from '../../shared/token-key.js';
import { CT } from '../../shared/content-types.js';
import { SITE } from './data/site-texts.js';
import { insertRows } from './fixed-records.js';

const TOKENS: [name: string, value: string][] = [
  ['Company Name', SITE.name],
  ['Company Phone', SITE.phone],
  ['Company Email', SITE.email],
  [
    'Contact Line',
    '{{ Company-Name }} · {{ Company-Phone }} · <a href="mailto:{{ Company-Email }}">{{ Company-Email }}</a>',
  ],
];

/** Numbered after every content item seeded so far: PostgreSQL's identity is moved past the seed only at its end (sequences.ts). */
export async function seedDemoTokens(tx: Queryable, now: string): Promise<void> {
  const max = await tx.first<{ m: number | null }>(
    tx.builder
      .selectFrom('Content')
      .select((eb) => eb.fn.max('CId').as('m'))
      .compile(),
  );
  const first = Number(max?.m ?? 0) + 1;
  await insertRows(
    tx,
    'Content',
    TOKENS.map(([name, value], i) => ({
      CId: first + i,
      CtId: CT.Liquid_Value,
      CTitle: name,
      CMetaData: { tokenKey: tokenKeyOf(name).key, value },
      CDeleted: false,
    })),
    now,
  );
}
