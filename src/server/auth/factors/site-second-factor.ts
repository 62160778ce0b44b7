// The site-wide second-factor switch of Site Setup (contract §4.2: "when the
// account or the site setting asks for it"): MiscData kind Site_Setup (11),
// row 'Require Second Factor', true or false. Read at every sign-in, so
// turning it on applies to the next sign-in on every instance.
import type { Queryable } from '../../platform/db/executor.js';

export const SITE_SETUP_KIND = 11;
export const REQUIRE_SECOND_FACTOR_ROW = 'Require Second Factor';

export async function siteRequiresSecondFactor(q: Queryable): Promise<boolean> {
  const row = await q.first<{ MdValue: unknown }>(
    q.builder
      .selectFrom('MiscData')
      .select('MdValue')
      .where('MdKind', '=', SITE_SETUP_KIND)
      .where('MdName', '=', REQUIRE_SECOND_FACTOR_ROW)
      .orderBy('MdSortOrder')
      .orderBy('MdId')
      .limit(1)
      .compile(),
  );
  // true is the same JSON whether the driver parsed it (PostgreSQL) or not (SQLite's text).
  return row?.MdValue === true || row?.MdValue === 'true';
}
