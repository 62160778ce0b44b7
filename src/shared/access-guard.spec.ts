// The access guard's seven conditions (spec §6), one row each, plus what
// must stay closed: given a user and a rule, want the condition that opens it.
import { describe, expect, it } from 'vitest';
import { checkAccessGuard, type GuardCondition, type GuardRule, type GuardUser } from './access-guard.js';

const user = (roles: string[], tags: number[] = [], contents: number[] = []): GuardUser => ({
  roles,
  claims: { TId: tags, CId: contents },
});
const maintenance = (tags: number[] = [], contents: number[] = []) => user(['Maintenance User'], tags, contents);

const cases: { name: string; given: GuardUser | null; rule: GuardRule; want: GuardCondition | false }[] = [
  // 1. tag claim 2 and the tag exists (a tag-scoped check)
  {
    name: 'tag claim 2, the tag exists',
    given: maintenance([2]),
    rule: { tagId: 208, tagExists: true, role: 'Admin' },
    want: 'tag-scoped',
  },
  {
    name: 'tag claim 2, the tag does not exist',
    given: maintenance([2]),
    rule: { tagId: 999, tagExists: false, role: 'Admin' },
    want: false,
  },
  { name: 'tag claim 2, no tag asked about', given: maintenance([2]), rule: { role: 'Admin' }, want: false },
  // 2. the claim for the content id or the tag id
  { name: 'holds the tag id', given: maintenance([208]), rule: { tagId: 208, role: 'Admin' }, want: 'claim' },
  {
    name: 'holds the content id',
    given: maintenance([], [500]),
    rule: { contentId: 500, role: 'Admin' },
    want: 'claim',
  },
  {
    name: 'holds another content id',
    given: maintenance([], [501]),
    rule: { contentId: 500, role: 'Admin' },
    want: false,
  },
  {
    name: 'holds the content id as a tag id only',
    given: maintenance([500]),
    rule: { contentId: 500, role: 'Admin' },
    want: false,
  },
  // 3. any of several tag ids
  {
    name: 'holds one of the tag ids',
    given: maintenance([204]),
    rule: { anyTagIds: [201, 204, 208], role: 'Admin' },
    want: 'any-tag',
  },
  {
    name: 'holds none of the tag ids',
    given: maintenance([211]),
    rule: { anyTagIds: [201, 204, 208], role: 'Admin' },
    want: false,
  },
  // 4. both tag claims 1 and 2, on a tag check
  {
    name: 'tags 1 and 2 on a tag check',
    given: maintenance([1, 2]),
    rule: { tagId: 208, tagExists: false, role: 'Admin' },
    want: 'tags-1-and-2',
  },
  {
    name: 'tags 1 and 2 on a set-of-tags check',
    given: maintenance([1, 2]),
    rule: { anyTagIds: [208], role: 'Admin' },
    want: 'tags-1-and-2',
  },
  { name: 'tag 1 alone', given: maintenance([1]), rule: { tagId: 208, role: 'Admin' }, want: false },
  { name: 'tags 1 and 2 on a role-only guard', given: maintenance([1, 2]), rule: { role: 'MoJoAdmin' }, want: false },
  // 5. the given role, or any of several
  { name: 'the given role', given: maintenance(), rule: { role: 'Maintenance User' }, want: 'role' },
  {
    name: 'the given role in other case and spacing',
    given: user([' maintenance user ']),
    rule: { role: 'Maintenance User' },
    want: 'role',
  },
  { name: 'one of several roles', given: maintenance(), rule: { role: ['Admin', 'Maintenance User'] }, want: 'role' },
  { name: 'none of several roles', given: maintenance(), rule: { role: ['Admin'] }, want: false },
  {
    name: 'Admin when another role is asked for',
    given: user(['Admin']),
    rule: { role: 'Maintenance User' },
    want: false,
  },
  // 6. no role asked for, and the Admin role
  { name: 'Admin, no role asked for', given: user(['Admin']), rule: {}, want: 'admin' },
  { name: 'Admin, an empty role list', given: user(['Admin']), rule: { role: [] }, want: 'admin' },
  { name: 'Maintenance User, no role asked for', given: maintenance(), rule: {}, want: false },
  // 7. the bypass flag
  { name: 'bypass', given: maintenance(), rule: { bypass: true, role: 'MoJoAdmin' }, want: 'bypass' },
  { name: 'bypass, signed out', given: null, rule: { bypass: true }, want: 'bypass' },
  // MoJoAdmin passes every check (spec §6 roles)
  { name: 'MoJoAdmin on a role it lacks', given: user(['MoJoAdmin']), rule: { role: 'Maintenance User' }, want: 'mja' },
  { name: 'signed out', given: null, rule: {}, want: false },
  { name: 'no roles, no claims', given: user([]), rule: { tagId: 208, tagExists: true }, want: false },
];

describe('checkAccessGuard (spec §6 "Access guard for parts of a screen")', () => {
  it.each(cases)('$name', ({ given, rule, want }) => {
    const answer = checkAccessGuard(given, rule);
    expect(answer.allowed ? answer.by : false).toBe(want);
  });
});
