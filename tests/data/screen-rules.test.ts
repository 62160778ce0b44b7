// One rule, every writer (issue 41 item 1, docs/decisions/0115-one-rule-every-writer.md): what a screen refuses,
// the server refuses on every route of the generic interface, on both databases.
// - Every entity of the schema with a required text field (string, text): an empty or blank value, sent as a
//   create through one record, POST /all and /batch, and as an update through PATCH, PUT /all and /batch, is a 422
//   naming the field, and nothing is written (a multi-record write with a good record first keeps neither).
//   The entities come from the schema, so a new YAML file is covered without editing this test.
// - The issue's reproductions: a Redirect From that is no page URL, a blank system message, an account made
//   around People's invitation or given an address that is none; the account's other tables (roles, claims,
//   role groups, tokens, external logins) written around User Management and User Group Management.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEntities } from '../../src/server/platform/data/entities.js';
import type { EntityMeta, FieldMeta } from '../../src/shared/schema-model.js';
import type { ErrorBody } from '../../src/shared/api/common.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { untypedTables } from '../../src/server/platform/db/untyped-tables.js';
import { keyWhere, type KeyValues } from '../../src/server/platform/data/keys.js';
import { creationOrder, sampleRecord, urlKey, type Rec } from './sample-records.js';

/** The account's tables besides its row: written by their screens only (decision 0121). */
const ACCOUNT_TABLES = [
  'AspNetUserRoles',
  'AspNetUserClaims',
  'AspNetRoles',
  'AspNetRoleClaims',
  'AspNetUserTokens',
  'AspNetUserLogins',
];
/** A field each one's update changes (a membership, AspNetUserRoles, is its key only). */
const CHANGED_FIELD: Record<string, string | undefined> = {
  AspNetUserClaims: 'ClaimType',
  AspNetRoles: 'Name',
  AspNetRoleClaims: 'ClaimType',
  AspNetUserTokens: 'Value',
  AspNetUserLogins: 'ProviderDisplayName',
};

/** The required text fields a client writes (the server fills read-only and stamped ones). */
const requiredTexts = (e: EntityMeta): FieldMeta[] =>
  e.fieldOrder
    .map((f) => e.fields[f])
    .filter(
      (f) => f.required && (f.type === 'string' || f.type === 'text') && !f.readOnly && !f.stamp && !f.autoIncrement,
    );

const BLANKS = ['', '   ', '\n\t '];

describe('the entities this test covers', () => {
  it('are every entity of the schema with a required text field, the ones the issue names among them', () => {
    const covered = allEntities()
      .filter((e) => requiredTexts(e).length)
      .map((e) => e.name);
    expect(covered).toEqual(
      expect.arrayContaining(['Redirect', 'SystemMessages', 'AspNetUsers', 'Content', 'Tag', 'Form']),
    );
  });
});

describe.each(testDialects())('a screen’s rules on every writer (%s)', (dialect) => {
  let t: TestApp;
  /** The last valid record made of each entity, for references and updates. */
  const created = new Map<string, Rec>();
  let n = 0;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    t.call(t.adminToken, {
      method,
      url: `/api/v1${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const refused = (
    res: { statusCode: number; body: string; json(): unknown },
    status: number,
    field: string | undefined,
    message: RegExp,
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    const answer = res.json() as ErrorBody;
    expect(answer.status).toBe(status);
    expect(answer.errors[0].field).toBe(field);
    expect(answer.errors[0].message).toMatch(message);
  };
  const rows = async (e: EntityMeta) =>
    Number(
      (await t.db.first<{ n: number | string }>(
        t.db.builder
          .selectFrom(e.table as 'Tag')
          .select((eb) => eb.fn.countAll().as('n'))
          .compile(),
      ))!.n,
    );
  /** An account made as People makes them: User Management's invitation. */
  const invite = async (name: string) => {
    const res = await call('POST', '/mc/users', {
      UserName: name,
      DisplayName: name,
      Email: `${name}@example.test`,
      roleIds: [],
      tagIds: [],
      contentIds: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    return (await call('GET', `/db/aspnetusers/${res.json().user.Id}`)).json() as Rec;
  };

  beforeAll(async () => {
    t = await startApp(dialect, { apiRequestsPerMinute: 0 });
    // A valid record of every entity, in dependency order; accounts by invitation, the only way to make one.
    for (const e of creationOrder()) {
      if (e.name === 'AspNetUsers') {
        created.set(e.name, await invite(`screen-rules-${dialect}`));
        continue;
      }
      if (ACCOUNT_TABLES.includes(e.name)) {
        // Written only by User Management and User Group Management (access/account-tables-rule.ts): a row made in the database.
        const row = await t.db.first<Rec>(
          untypedTables(t.db.builder)
            .insertInto(e.table)
            .values(sampleRecord(e, created, n++))
            .returningAll()
            .compile(),
        );
        created.set(e.name, row!);
        continue;
      }
      // Straight to the server: the setup makes every entity, and this test holds only its own answers to the OpenAPI document.
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/db/${e.name}`,
        headers: { authorization: `Bearer ${t.adminToken}` },
        payload: sampleRecord(e, created, n++),
      });
      expect(res.statusCode, `create ${e.name}: ${res.body.slice(0, 300)}`).toBe(201);
      created.set(e.name, res.json() as Rec);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it('refuses a blank required text on every create route, naming the field, and writes nothing', async () => {
    for (const e of allEntities()) {
      for (const f of requiredTexts(e)) {
        const before = await rows(e);
        const blank = (i: number) => ({ ...sampleRecord(e, created, n++), [f.name]: BLANKS[i] });
        // A good record before the blank one, so all-or-nothing is tested too (accounts and their tables: none is good here).
        const good = () =>
          e.name === 'AspNetUsers' || ACCOUNT_TABLES.includes(e.name) ? [] : [sampleRecord(e, created, n++)];
        const what = `${e.name}.${f.name}`;
        refused(await call('POST', `/db/${e.name}`, blank(0)), 422, f.name, new RegExp(`^${f.name} is required`));
        refused(
          await call('POST', `/db/${e.name}/all`, [...good(), blank(1)]),
          422,
          f.name,
          new RegExp(`^items\\[\\d\\]: ${f.name} is required`),
        );
        refused(
          await call('POST', `/db/${e.name}/batch`, { creates: [...good(), blank(2)] }),
          422,
          f.name,
          new RegExp(`^creates\\[\\d\\]: ${f.name} is required`),
        );
        expect(await rows(e), what).toBe(before);
      }
    }
  }, 120_000);

  it('refuses a blank required text on every update route, naming the field, and changes nothing', async () => {
    for (const e of allEntities()) {
      if (e.access.appendOnly) continue; // never updated through the interface
      for (const f of requiredTexts(e).filter((f) => !e.key.includes(f.name))) {
        const row = created.get(e.name)!;
        const key = urlKey(e, row);
        const keyFields = Object.fromEntries(e.key.map((k) => [k, row[k]]));
        const what = `${e.name}.${f.name}`;
        refused(
          await call('PATCH', `/db/${e.name}/${key}`, { [f.name]: BLANKS[0] }),
          422,
          f.name,
          new RegExp(`^${f.name} is required: it cannot be empty`),
        );
        refused(
          await call('PUT', `/db/${e.name}/all`, [{ ...row, [f.name]: BLANKS[1] }]),
          422,
          f.name,
          new RegExp(`^items\\[0\\]: ${f.name} is required`),
        );
        refused(
          await call('POST', `/db/${e.name}/batch`, { updates: [{ ...keyFields, [f.name]: BLANKS[2] }] }),
          422,
          f.name,
          new RegExp(`^updates\\[0\\]: ${f.name} is required`),
        );
        const now = (await call('GET', `/db/${e.name}/${key}`)).json() as Rec;
        expect(now[f.name], what).toEqual(row[f.name]);
      }
    }
  }, 120_000);

  it('refuses a Redirect From that is no page URL, by the page URL rule, on every route', async () => {
    const before = await rows(allEntities().find((e) => e.name === 'Redirect')!);
    refused(
      await call('POST', '/db/redirect', { RFrom: '/<script>alert(1)</script>', RTo: '/news', RType: '301' }),
      422,
      'RFrom',
      /is not a page URL/,
    );
    refused(
      await call('POST', '/db/redirect/all', [
        { RFrom: '/fine', RTo: '/news', RType: '301' },
        { RFrom: '/old page', RTo: '/news' },
      ]),
      422,
      'RFrom',
      /^items\[1\]: .*is not a page URL/,
    );
    refused(
      await call('POST', '/db/redirect/batch', { creates: [{ RFrom: '/a"b', RTo: '/news' }] }),
      422,
      'RFrom',
      /is not a page URL/,
    );
    const redirect = created.get('Redirect')!;
    refused(
      await call('PATCH', `/db/redirect/${String(redirect.RId)}`, { RFrom: '/x?y=<b>' }),
      422,
      'RFrom',
      /is not a page URL/,
    );
    // A site path To follows the same rule; its query and fragment are the target's own.
    refused(
      await call('POST', '/db/redirect', { RFrom: '/to-check', RTo: '/<img src=x onerror=alert(1)>', RType: '301' }),
      422,
      'RTo',
      /is not a page URL/,
    );
    expect(await rows(allEntities().find((e) => e.name === 'Redirect')!)).toBe(before);
    const fine = await call('POST', '/db/redirect', { RFrom: '/old-news', RTo: '/news?from=old#top', RType: '301' });
    expect(fine.statusCode, fine.body).toBe(201);
  });

  it('refuses a blank system message and stores one with markup as given (shown as text)', async () => {
    refused(
      await call('POST', '/db/systemmessages', { SMessage: '', SType: 'warning' }),
      422,
      'SMessage',
      /^SMessage is required: it cannot be empty or only spaces/,
    );
    refused(
      await call('POST', '/db/systemmessages', { SMessage: '  \n ', SType: 'warning' }),
      422,
      'SMessage',
      /^SMessage is required/,
    );
    const markup = '<img src=x onerror=alert(1)>hi';
    const res = await call('POST', '/db/systemmessages', { SMessage: markup, SType: 'warning' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().SMessage).toBe(markup);
  });

  it('makes accounts only by People’s invitation, naming the screen, and holds changed names to People’s rules', async () => {
    const users = allEntities().find((e) => e.name === 'AspNetUsers')!;
    const before = await rows(users);
    const byInvitation = /^Accounts are made by invitation: invite people from User Management \(\/user-management/;
    const invitationOnly = (res: { statusCode: number; body: string; json(): unknown }, message: RegExp) => {
      refused(res, 403, undefined, message);
      expect((res.json() as ErrorBody).errors[0].rule).toBe('invitation-only');
    };
    invitationOnly(await call('POST', '/db/aspnetusers', { UserName: '<script>', Email: 'bad' }), byInvitation);
    invitationOnly(
      await call('POST', '/db/aspnetusers', { UserName: 'quiet', Email: 'quiet@example.test' }),
      byInvitation,
    );
    invitationOnly(
      await call('POST', '/db/aspnetusers/all', [{ UserName: 'quiet', Email: 'quiet@example.test' }]),
      /^items\[0\]: Accounts are made by invitation/,
    );
    invitationOnly(
      await call('POST', '/db/aspnetusers/batch', { creates: [{ UserName: 'quiet', Email: 'quiet@example.test' }] }),
      /^creates\[0\]: Accounts are made by invitation/,
    );
    expect(await rows(users)).toBe(before);

    // Changes through the generic interface obey the e-mail rule and the one-name-per-account rule.
    const user = created.get('AspNetUsers')!;
    const other = await invite(`screen-rules-other-${dialect}`);
    const url = `/db/aspnetusers/${String(user.Id)}`;
    refused(await call('PATCH', url, { Email: 'bad' }), 422, 'Email', /^"bad" is not an e-mail address/);
    refused(
      await call('PATCH', url, { Email: 'Someone <someone@example.test>' }),
      422,
      'Email',
      /is not an e-mail address/,
    );
    refused(await call('PATCH', url, { Email: ' spaced@example.test ' }), 422, 'Email', /is not an e-mail address/);
    refused(
      await call('PUT', '/db/aspnetusers/all', [{ ...user, Email: 'two@example.test,three@example.test' }]),
      422,
      'Email',
      /^items\[0\]: .*is not an e-mail address/,
    );
    refused(
      await call('PATCH', url, { UserName: String(other.Email) }),
      409,
      'UserName',
      /already signs in with this user name/,
    );
    refused(
      await call('POST', '/db/aspnetusers/batch', { updates: [{ Id: user.Id, Email: other.Email }] }),
      409,
      'Email',
      /already signs in with this e-mail address/,
    );
    expect((await call('GET', url)).json()).toMatchObject({ UserName: user.UserName, Email: user.Email });
    // What People's rules accept passes.
    const moved = await call('PATCH', url, { Email: `moved-${dialect}@example.test` });
    expect(moved.statusCode, moved.body).toBe(200);
  });
  // Decision 0121: AspNetUserLogins, AspNetUserTokens, a user's roles and claims, role groups and their claims.
  it('refuses a create or an update of the account’s other tables on every route, naming the screen to use, and writes nothing', async () => {
    const screens: Record<string, RegExp> = {
      AspNetUserRoles:
        /^A user's roles are changed in User Management \(\/user-management\).*User Group Management \(\/user-group-management\)/,
      AspNetUserClaims: /^A user's tags and content are granted in User Management \(\/user-management\)/,
      AspNetRoles: /^Role groups are made and renamed in User Group Management \(\/user-group-management\)/,
      AspNetRoleClaims: /^What a role group grants is changed in User Group Management \(\/user-group-management\)/,
      AspNetUserTokens:
        /^Set-password links and sign-in codes are made by the server: send an invitation or a password reset link from User Management \(\/user-management\)/,
      AspNetUserLogins:
        /^External sign-ins are not written by hand: an account's sign-in is managed in User Management \(\/user-management\)/,
    };
    expect(Object.keys(screens).sort()).toEqual([...ACCOUNT_TABLES].sort());
    const screenOnly = (res: { statusCode: number; body: string; json(): unknown }, prefix: string, table: string) => {
      refused(res, 403, undefined, new RegExp(`^${prefix}${screens[table].source.slice(1)}`));
      expect((res.json() as ErrorBody).errors[0].rule).toBe('account-screens-only');
    };
    for (const table of ACCOUNT_TABLES) {
      const e = allEntities().find((x) => x.name === table)!;
      const before = await rows(e);
      const fresh = () => sampleRecord(e, created, n++);
      screenOnly(await call('POST', `/db/${table}`, fresh()), '', table);
      screenOnly(await call('POST', `/db/${table}/all`, [fresh()]), 'items\\[0\\]: ', table);
      screenOnly(await call('POST', `/db/${table}/batch`, { creates: [fresh()] }), 'creates\\[0\\]: ', table);
      const row = created.get(table)!;
      const key = urlKey(e, row);
      const change = CHANGED_FIELD[table];
      const stored = async () =>
        (await t.db.first<Rec>(
          untypedTables(t.db.builder)
            .selectFrom(e.table)
            .selectAll()
            .where(keyWhere(e, e.key.map((k) => row[k]) as KeyValues))
            .compile(),
        ))!;
      expect(await rows(e), table).toBe(before);
      // A membership row is its key only: nothing to update.
      if (!change) continue;
      screenOnly(await call('PATCH', `/db/${table}/${key}`, { [change]: 'changed' }), '', table);
      screenOnly(await call('PUT', `/db/${table}/all`, [{ ...row, [change]: 'changed' }]), 'items\\[0\\]: ', table);
      screenOnly(
        await call('POST', `/db/${table}/batch`, {
          updates: [{ ...Object.fromEntries(e.key.map((k) => [k, row[k]])), [change]: 'changed' }],
        }),
        'updates\\[0\\]: ',
        table,
      );
      expect((await stored())[change], table).toBe(row[change]);
    }
  });
});
