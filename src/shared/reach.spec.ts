// The access explainer answers from the rules themselves: a tool is
// reachable exactly when the dashboard menu shows it, a route exactly when
// page access opens it, and each answer names the claim, role or rule.
import { describe, expect, it } from 'vitest';
import { buildToolTree, type ToolTag } from './dashboard-tools.js';
import { canOpenPage } from './page-access.js';
import { explainUserReach, whoReaches, type ReachSubject, type SourcedClaim } from './reach.js';
import { allowedTags } from './allowed-tags.js';

const tag = (TId: number, TIdParent: number | null, TName: string, TPath: string | null = null): ToolTag => ({
  TId,
  TIdParent,
  TName,
  TPath,
  TVisible: true,
  TDeleted: false,
  CUrlDefaultPage: null,
  TNextId: null,
});
// Shaped like the seed: the dashboard, sections, tools.
const TAGS: ToolTag[] = [
  tag(2, null, 'Dashboard', '/'),
  tag(208, 2, 'News'),
  tag(1001, 208, 'All News Items', '/edit/select?tag=208'),
  tag(1002, 208, 'Add News Item', '/edit/add?tag=208'),
  tag(46, 2, 'Administration'),
  tag(1040, 46, 'User Group Management', '/user-group-management'),
  tag(1041, 46, 'Audit, Change & Error Logs', '/logs'),
  tag(13, 2, 'Navigation Center'),
  tag(1020, 13, 'Primary Navigation', '/navigation/53'),
  tag(40, 2, 'Forms & Email'),
  tag(1030, 40, 'Form Submissions', '/form-submissions/90'),
];

const own = (...ids: number[]): SourcedClaim[] =>
  ids.map((id) => ({ ClaimType: 'TId', ClaimValue: String(id), from: { kind: 'user' } }));
const subject = (userName: string, roles: string[], claims: SourcedClaim[], disabled = false): ReachSubject => ({
  userId: `id-${userName}`,
  userName,
  name: userName,
  roles,
  claims,
  disabled,
});
const MU = 'Maintenance User';

const tool = (answer: ReturnType<typeof explainUserReach>, id: number) => answer.tools.find((t) => t.TId === id)!;
const route = (answer: ReturnType<typeof explainUserReach>, path: string) =>
  answer.routes.find((r) => r.path === path)!;

describe('explainUserReach', () => {
  it('says why a user given tag 208 (News) sees no News tools: the dashboard tag 2 is missing', () => {
    const answer = explainUserReach(subject('newsie', [MU], own(208)), TAGS);
    expect(answer.notes).toContain(
      'Holds tag 208 "News" but not the dashboard tag 2: no dashboard tool shows until tag 2 is granted too.',
    );
    expect(tool(answer, 208)).toMatchObject({
      reachable: false,
      because: ['tag 208 "News": claim TId:208 (the user\'s own claim)'],
      missing: ['no access to the dashboard tag 2, which every tool needs'],
    });
    expect(tool(answer, 1001)).toMatchObject({ reachable: false });
    expect(tool(answer, 1001).because).toContain(
      'tag 1001 "All News Items": tag 1001 "All News Items" is a visible child of tag 208 "News", held by claim TId:208 (the user\'s own claim)',
    );
  });

  it('shows the News tools once tag 2 is granted too, and names both claims', () => {
    const answer = explainUserReach(subject('newsie', [MU], own(208, 2)), TAGS);
    expect(answer.notes).toEqual([]);
    expect(tool(answer, 208).reachable).toBe(true);
    expect(tool(answer, 1002)).toMatchObject({ reachable: true, missing: [] });
    expect(tool(answer, 1002).because).toContain('tag 2 "Dashboard": claim TId:2 (the user\'s own claim)');
    // Tag 2 grants its visible children, the sections, but not their tools.
    expect(tool(answer, 46)).toMatchObject({
      reachable: false,
      missing: [
        'none of its tools is shown: grant tag 46 "Administration" itself (its tools are its children), or tools one by one',
      ],
    });
    expect(tool(answer, 1040)).toMatchObject({
      reachable: false,
      missing: ['no access to tag 1040 "User Group Management"'],
    });
  });

  it('names the role group a claim comes from', () => {
    const viaRole: SourcedClaim[] = [208, 2].map((id) => ({
      ClaimType: 'TId',
      ClaimValue: String(id),
      from: { kind: 'role', role: 'News editors' },
    }));
    const answer = explainUserReach(subject('newsie', [MU, 'News editors'], viaRole), TAGS);
    expect(tool(answer, 208).because).toContain('tag 208 "News": claim TId:208 (role group "News editors")');
    expect(answer.grants).toContainEqual({ claim: 'TId:208 (News)', from: 'role group "News editors"' });
  });

  it('explains routes: always open, opened by a tag, by a parent path, only at some paths, or not at all with what would open them', () => {
    const answer = explainUserReach(subject('nav', [MU], own(13, 40, 2)), TAGS);
    expect(route(answer, '/account')).toMatchObject({
      reach: 'all',
      because: ['/account is open to every signed-in user'],
    });
    expect(route(answer, '/edit/select')).toMatchObject({
      reach: 'all',
      because: ['its parent /edit: /edit is open to every signed-in user'],
    });
    expect(route(answer, '/navigation/:TId')).toMatchObject({ reach: 'some', at: ['/navigation/53'] });
    expect(route(answer, '/navigation/:TId').because[0]).toMatch(
      /^tag 1020 "Primary Navigation" has the path \/navigation\/53: tag 1020 "Primary Navigation" is a visible child of tag 13/,
    );
    expect(route(answer, '/form-submissions/:TId/:FsId')).toMatchObject({
      reach: 'some',
      at: ['/form-submissions/90/{FsId}'],
    });
    expect(route(answer, '/user-group-management')).toMatchObject({
      reach: 'none',
      reachable: false,
      missing: ['no allowed tag has this path or its parent', 'granted by tag 1040 "User Group Management"'],
    });
    expect(route(answer, '/user-group-management/:RoleId')).toMatchObject({
      reach: 'none',
      missing: ['no allowed tag has this path or its parent', 'granted by tag 1040 "User Group Management"'],
    });
    expect(route(answer, '/db-tools').missing).toContain('no tag in the tree has this path: only MoJoAdmin opens it');
  });

  it('agrees with the rules it explains, for every tool and route, whoever the user', () => {
    const users = [
      subject('a', [MU], own(208)),
      subject('b', [MU], own(2, 13, 1040)),
      subject('c', [MU], own(2, 46)),
      subject('d', ['Admin'], []),
      subject('e', ['MoJoAdmin'], []),
    ];
    for (const user of users) {
      const answer = explainUserReach(user, TAGS);
      const tagIds = user.claims.map((c) => Number(c.ClaimValue));
      const isMJA = user.roles.includes('MoJoAdmin');
      const shown = new Set<number>();
      const walk = (n: { id: number; children: { id: number; children: never[] }[] }) => {
        shown.add(n.id);
        n.children.forEach((c) => walk(c as never));
      };
      buildToolTree(TAGS, { isMJA, tagIds })
        .filter((s) => !s.noAccess)
        .forEach((s) => walk(s as never));
      for (const t of answer.tools)
        expect({ user: user.userName, tool: t.TId, reachable: t.reachable }).toEqual({
          user: user.userName,
          tool: t.TId,
          reachable: shown.has(t.TId),
        });
      const page = { isMJA, allowedPaths: allowedTags(TAGS, tagIds).map((t) => t.TPath ?? '') };
      for (const r of answer.routes) {
        expect({ user: user.userName, route: r.path, all: r.reach === 'all' }).toEqual({
          user: user.userName,
          route: r.path,
          all: canOpenPage(page, r.path, r.path),
        });
        for (const at of r.at) expect(canOpenPage(page, at.replace(/\{\w+\}/, '7'), r.path)).toBe(true);
        expect(r.reachable ? r.because.length : r.missing.length).toBeGreaterThan(0);
      }
    }
  });

  it('opens everything to MoJoAdmin, with the role as the reason, and the panels by role', () => {
    const answer = explainUserReach(subject('top', ['MoJoAdmin'], []), TAGS);
    expect(answer.tools.every((t) => t.reachable)).toBe(true);
    expect(
      answer.routes.every((r) => r.reach === 'all' && r.because[0] === 'role MoJoAdmin opens every protected page'),
    ).toBe(true);
    expect(answer.panels.map((p) => [p.name, p.reachable])).toEqual([
      ['Protected Settings panel', true],
      ['Cache tools (full screen)', true],
      ['Data (raw tables)', true],
    ]);
    const admin = explainUserReach(subject('adm', ['Admin'], []), TAGS);
    expect(admin.panels.map((p) => [p.name, p.reachable])).toEqual([
      ['Protected Settings panel', false],
      ['Cache tools (full screen)', false],
      ['Data (raw tables)', true],
    ]);
    expect(
      explainUserReach(subject('mu', [MU], own(2)), TAGS).panels.find((p) => p.name === 'Data (raw tables)'),
    ).toMatchObject({
      reachable: false,
      missing: ['The raw tables (the Data group) are for Admin, MoJoAdmin and Auditor accounts'],
    });
  });

  it('reaches nothing for a disabled account, and notes a user without a maintenance role', () => {
    const answer = explainUserReach(subject('gone', ['MoJoAdmin'], [], true), TAGS);
    expect([...answer.tools, ...answer.routes, ...answer.panels].some((x) => x.reachable)).toBe(false);
    expect(answer.notes[0]).toBe('The account is disabled: it cannot sign in, so it reaches nothing.');
    expect(explainUserReach(subject('none', [], own(2)), TAGS).notes).toContain(
      'No maintenance role (MoJoAdmin, Admin or Maintenance User): the server refuses every data call, whatever the pages allow.',
    );
  });

  it('explains an Auditor: the Data group, and reads without writes (issue 40 item 5)', () => {
    const answer = explainUserReach(subject('aud', ['Auditor'], []), TAGS);
    expect(answer.panels.find((p) => p.name === 'Data (raw tables)')).toMatchObject({
      reachable: true,
      because: ['role Auditor (read only)'],
    });
    expect(answer.notes).toContain(
      'Auditor: reads what an Admin reads (within its TId/CId claims, if any) and writes nothing; the server refuses every change it asks for.',
    );
    expect(answer.notes.some((n) => n.startsWith('No maintenance role'))).toBe(false);
  });
});

describe('whoReaches', () => {
  const users = [
    subject('zoe', [MU], own(208)),
    subject('amy', [MU], own(208, 2)),
    subject('bob', [MU], own(46, 2)),
    subject('top', ['MoJoAdmin'], []),
    subject('old', [MU], own(208, 2), true),
  ];

  it('lists, for a route, who can open it and why, reachers first', () => {
    const rows = whoReaches({ kind: 'route', path: '/user-group-management' }, users, TAGS);
    expect(rows.map((r) => [r.userName, r.reachable])).toEqual([
      ['bob', true],
      ['top', true],
      ['amy', false],
      ['old', false],
      ['zoe', false],
    ]);
    expect(rows[0].because[0]).toBe(
      'tag 1040 "User Group Management" has the path /user-group-management: tag 1040 "User Group Management" is a visible child of tag 46 "Administration", held by claim TId:46 (the user\'s own claim)',
    );
  });

  it('lists, for a tag, who may use it and whether it shows on their dashboard', () => {
    const rows = whoReaches({ kind: 'tag', tagId: 208 }, users, TAGS);
    expect(rows.map((r) => [r.userName, r.reachable, r.onDashboard])).toEqual([
      ['amy', true, true],
      ['bob', true, false],
      ['top', true, true],
      ['zoe', true, false],
      ['old', false, false],
    ]);
    expect(rows.find((r) => r.userName === 'zoe')!.dashboardMissing).toEqual([
      'no access to the dashboard tag 2, which every tool needs',
    ]);
    // Tag 2 grants its visible children, the sections: bob may use the News tag, but none of its tools.
    expect(rows.find((r) => r.userName === 'bob')).toMatchObject({
      because: ['tag 208 "News" is a visible child of tag 2 "Dashboard", held by claim TId:2 (the user\'s own claim)'],
      dashboardMissing: [
        'none of its tools is shown: grant tag 208 "News" itself (its tools are its children), or tools one by one',
      ],
    });
  });
});
