// The raw tables (the sidebar's Data group) are for Admin and MoJoAdmin
// (shared/raw-data.ts). The admin hides them from Maintenance Users; the
// server refuses them every table the schema does not grant them, and
// shows them only their own rows of the few it does (the editor's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess } from '../../src/shared/can-access.js';
import { SCHEMA } from '../../src/shared/generated/entities.generated.js';
import { rawDataEntities } from '../../src/shared/raw-data.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const ENTITIES = Object.values(SCHEMA);
const PASSWORD = 'raw-data-password-1';

describe.each(testDialects())('raw tables (%s)', (dialect) => {
  let t: TestApp;
  let editor: string;
  let admin: string;
  beforeAll(async () => {
    t = await startApp(dialect, { seedDemo: true });
    await t.addUser({
      userName: 'newsie',
      email: 'newsie@example.test',
      password: PASSWORD,
      displayName: 'News',
      roles: ['Maintenance User'],
      claims: [
        ['TId', '2'],
        ['TId', '208'],
      ],
    });
    await t.addUser({
      userName: 'office',
      email: 'office@example.test',
      password: PASSWORD,
      displayName: 'Office',
      roles: ['Admin'],
    });
    editor = await t.login('newsie', PASSWORD);
    admin = await t.login('office', PASSWORD);
  });
  afterAll(async () => t?.close());

  const list = (token: string, name: string) =>
    t.call(token, { method: 'GET', url: `/api/v1/db/${name.toLowerCase()}?pageNumber=1&pageSize=500` });
  const total = (res: { headers: Record<string, unknown> }) =>
    JSON.parse(String(res.headers['x-pagination'])).totalCount as number;

  it('lists no raw table for a Maintenance User, and every readable one for Admin', () => {
    expect(rawDataEntities(['Maintenance User'], ENTITIES)).toEqual([]);
    expect(rawDataEntities(['Admin'], ENTITIES).map((e) => e.name)).toEqual(
      ENTITIES.filter((e) => canAccess({ roles: ['Admin'] }, e, 'read')).map((e) => e.name),
    );
    expect(rawDataEntities(['MoJoAdmin'], ENTITIES)).toHaveLength(ENTITIES.length);
  });

  it('refuses a Maintenance User every table the schema does not grant them, and scopes the rest to their tags', async () => {
    const granted = ENTITIES.filter((e) => canAccess({ roles: ['Maintenance User'] }, e, 'read'));
    expect(granted.map((e) => e.name)).not.toContain('AspNetUserTokens');
    for (const entity of ENTITIES) {
      const mine = await list(editor, entity.name);
      const all = await list(t.adminToken, entity.name);
      if (!granted.includes(entity)) {
        expect({ entity: entity.name, status: mine.statusCode }).toEqual({ entity: entity.name, status: 403 });
        continue;
      }
      expect({ entity: entity.name, status: mine.statusCode }).toEqual({ entity: entity.name, status: 200 });
      // Scoped tables show no more than everything; reference data (no scope) shows it all.
      if (entity.access.scope) expect(total(mine)).toBeLessThanOrEqual(total(all));
      else expect(total(mine)).toBe(total(all));
    }
    // A table with rows of other sections shows fewer to them than to an Admin.
    expect(total(await list(editor, 'Content'))).toBeLessThan(total(await list(t.adminToken, 'Content')));
  });

  it('answers an Admin every table the shared rule lists for them, and refuses the others', async () => {
    const listed = new Set(rawDataEntities(['Admin'], ENTITIES).map((e) => e.name));
    for (const entity of ENTITIES) {
      expect({ entity: entity.name, status: (await list(admin, entity.name)).statusCode }).toEqual({
        entity: entity.name,
        status: listed.has(entity.name) ? 200 : 403,
      });
    }
  });
});
