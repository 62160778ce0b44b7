import { describe, expect, it } from 'vitest';
import { ChangeFences, EVERY_TABLE, tablesRead } from './replica-fences.js';

describe('tablesRead', () => {
  it('names the tables a statement reads, quoted or not, joins and subqueries included, once each', () => {
    expect(
      tablesRead(
        'select "R".* from "Redirect" as "R" inner join "Tag" on 1=1 where exists (select 1 from "Redirect") and x in (select y from plain_table)',
      ),
    ).toEqual(['Redirect', 'Tag', 'plain_table']);
    expect(tablesRead('SELECT pg_last_wal_replay_lsn()')).toEqual([]);
  });
});

describe('ChangeFences', () => {
  it('keeps a changed table on the primary from the notice until the replica has replayed the position after it', () => {
    const fences = new ChangeFences();
    fences.heardOf(['Redirect']);
    expect(fences.ahead(['Redirect'], 100n)).toBe(true);
    expect(fences.ahead(['Tag'], 100n)).toBe(false);
    const taken = fences.take();
    // Taken but not yet placed (the primary's position is being read): still fenced.
    expect(fences.ahead(['Redirect'], 1000n)).toBe(true);
    fences.placed(taken, 500n);
    expect(fences.ahead(['Redirect'], 499n)).toBe(true);
    expect(fences.ahead(['Redirect'], 500n)).toBe(false);
    fences.passed(500n);
    expect(fences.ahead(['Redirect'], 0n)).toBe(false);
  });

  it('keeps the tables fenced when the primary did not answer, and fences every table after a resync', () => {
    const fences = new ChangeFences();
    fences.heardOf(['Redirect']);
    fences.unplaced(fences.take());
    expect(fences.ahead(['Redirect'], 10_000n)).toBe(true);
    fences.placed(fences.take(), 10n);
    fences.heardOf([EVERY_TABLE]);
    expect(fences.ahead(['Tag'], 10_000n)).toBe(true);
    expect(fences.ahead([], 10_000n)).toBe(true);
  });
});
