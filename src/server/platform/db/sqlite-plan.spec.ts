// Which SQLite reads stay on the main thread (sqlite-plan.ts): key lookups
// always; an ordered walk only when its builder bounds it and the bound is
// small; sorts, filtered scans and counts never.
import Database from './sqlite-driver.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHORT_WALK_VISITS } from './executor.js';
import { ReadCost } from './sqlite-plan.js';

const page = (order: string) =>
  `select "r"."id", "r"."title" from (select "id" from "t" order by ${order} limit ? offset ?) as "p" cross join "t" as "r" where "p"."id" = "r"."id" order by ${order.replace(/"(\w+)"/g, '"r"."$1"')}`;

describe('ReadCost', () => {
  let cost: ReadCost;
  beforeAll(() => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE "t" ("id" INTEGER PRIMARY KEY, "title" TEXT, "body" TEXT, "code" TEXT UNIQUE)');
    db.exec('CREATE INDEX "sort_t_title" ON "t" ("title", "id")');
    cost = new ReadCost(db);
  });

  it('keeps key lookups on the main thread, bounded or not', () => {
    expect(cost.isLight('select * from "t" where "id" = ?', [1])).toBe(true);
    expect(cost.isLight('select * from "t" where "code" = ?', ['x'])).toBe(true);
  });

  it('keeps a short ordered walk over an index on the main thread when the builder bounds it', () => {
    const byTitle = page('"title" asc, "id" asc');
    expect(cost.isLight(byTitle, [20, 0], 20)).toBe(true);
    expect(cost.isLight(byTitle, [20, 39_980], 40_000)).toBe(true);
    expect(cost.isLight(page('"id" desc'), [20, 0], 20)).toBe(true);
  });

  it('sends the same walk to a worker when unbounded or past SHORT_WALK_VISITS', () => {
    const byTitle = page('"title" asc, "id" asc');
    expect(cost.isLight(byTitle, [20, 0])).toBe(false);
    expect(cost.isLight(byTitle, [20, SHORT_WALK_VISITS], SHORT_WALK_VISITS + 20)).toBe(false);
  });

  it('never trusts a bound on a walk that must sort every row first', () => {
    // No index on body: SQLite sorts the whole table inside the subquery, whatever the LIMIT.
    expect(cost.isLight(page('"body" asc, "id" asc'), [20, 0], 20)).toBe(false);
  });

  it('sends a filtered scan and a count to a worker (their builders give no bound)', () => {
    expect(
      cost.isLight('select "id" from "t" where "body" like ? order by "id" limit ? offset ?', ['%a%', 20, 0]),
    ).toBe(false);
    expect(cost.isLight('select count(*) as "n" from "t"', [])).toBe(false);
  });
});
