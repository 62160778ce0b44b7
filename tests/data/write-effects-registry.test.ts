// Write effects declared once (issue 11 item 5): the registry itself
// (data/write-effects.ts) against the schema, without a server. That the
// effects happen whoever writes: write-effects.test.ts and write-effects-generic.test.ts.
import { describe, expect, it } from 'vitest';
import { loadSchema } from '../../schema/index.js';
import { announcedTables } from '../../src/server/platform/cluster/change-triggers.js';
import { allEntities } from '../../src/server/platform/data/entities.js';
import { WRITE_EFFECTS, writeEffectsOf } from '../../src/server/platform/data/write-effects.js';

describe('the write-effects registry', () => {
  it('gives every entity of the schema its effects (declared, else audited DATA), names nothing else, and refuses a name the schema lacks', () => {
    const schemaNames = Object.keys(loadSchema()).sort();
    expect(Object.keys(WRITE_EFFECTS).filter((name) => !schemaNames.includes(name))).toEqual([]);
    for (const name of schemaNames) expect(writeEffectsOf(name).audited || name === 'AuditLog').toBe(true);
    // An entity nobody declared (a new YAML file) gets the safe default: audited, nothing more.
    expect(WRITE_EFFECTS.Redirect).toBeUndefined();
    expect(writeEffectsOf('Redirect')).toEqual({ audited: true, accounts: false, scopeSource: false, sessions: false });
    expect(() => writeEffectsOf('NoSuchEntity')).toThrow(/No entity "NoSuchEntity"/);
  });

  it('leaves only the audit trail itself out of the audit trail', () => {
    // Taking another entity out is a decision about what nobody can trace later: make it here, on purpose.
    expect(Object.keys(loadSchema()).filter((name) => !writeEffectsOf(name).audited)).toEqual(['AuditLog']);
  });

  it('has other instances told of every table with after-commit effects: every entity table', () => {
    expect([...announcedTables()].sort()).toEqual(
      allEntities()
        .map((e) => e.table)
        .sort(),
    );
  });
});
