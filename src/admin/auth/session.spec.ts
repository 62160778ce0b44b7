import { describe, expect, it } from 'vitest';
import { allowedTags, decodeUser, InvalidTokenError, tagIdsOf, type AllowedTag } from './session.js';
import { signedToken } from './test-helpers.js';

describe('decodeUser (spec §3 "Session and user")', () => {
  it('reads the claims into the User, parsing the permissions string', async () => {
    const token = await signedToken(
      { name: 'Mo Jo', userId: 'u-9', role: 'MoJoAdmin', permissions: 'TId:53|TId:4|CId:500|TId:4|Area:news' },
      'mo@example.com',
    );
    expect(decodeUser(token)).toEqual({
      email: 'mo@example.com',
      name: 'Mo Jo',
      userId: 'u-9',
      roles: ['MoJoAdmin'],
      claims: { TId: [4, 53], CId: [500], Area: ['news'] },
      impersonating: false,
      isMJA: true,
      isMaintenance: true,
      allowedTags: [],
    });
  });

  it('takes roles from a roles array too, compared loosely (spec §5)', async () => {
    const user = decodeUser(await signedToken({ role: undefined, roles: [' mojoadmin ', 'Admin'] }));
    expect(user.roles).toEqual([' mojoadmin ', 'Admin']);
    expect(user.isMJA).toBe(true);
  });

  it('marks maintenance access for Maintenance User and none for other roles', async () => {
    expect(decodeUser(await signedToken({ role: 'Maintenance User' }))).toMatchObject({
      isMJA: false,
      isMaintenance: true,
    });
    expect(decodeUser(await signedToken({ role: 'Reader' }))).toMatchObject({ isMJA: false, isMaintenance: false });
    expect(decodeUser(await signedToken({ role: undefined }))).toMatchObject({ roles: [], isMaintenance: false });
  });

  it('reads the impersonation flag and the impersonator', async () => {
    const user = decodeUser(await signedToken({ impersonate: true, act: 'u-0', act_name: 'boss' }));
    expect(user).toMatchObject({ impersonating: true, impersonatorName: 'boss' });
  });

  it.each([
    ['not a token', 'hello'],
    ['an empty string', ''],
    ['a bad payload', 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.sig'],
  ])('throws an invalid-token error for %s (spec §8)', (_what, token) => {
    expect(() => decodeUser(token)).toThrow(InvalidTokenError);
  });

  it('throws an invalid-token error for a token naming no user', async () => {
    const token = await signedToken({ userId: undefined });
    expect(() => decodeUser(token)).toThrow(InvalidTokenError);
  });
});

describe('allowedTags (spec §6 "Allowed tags")', () => {
  const tag = (TId: number, TIdParent: number | null, visible = true, deleted = false): AllowedTag => ({
    TId,
    TIdParent,
    TName: `t${TId}`,
    TPath: `/p${TId}`,
    TVisible: visible,
    TDeleted: deleted,
  });
  const tags = [
    tag(4, null),
    tag(53, 2),
    tag(60, 53),
    tag(61, 53, false),
    tag(62, 53, true, true),
    tag(70, 60),
    tag(80, 2),
  ];

  it('keeps the claimed tags and their visible, non-deleted direct children', () => {
    expect(allowedTags(tags, [53]).map((t) => t.TId)).toEqual([53, 60]);
  });

  it('keeps a claimed tag even when hidden, and nothing for no claim', () => {
    expect(allowedTags(tags, [61]).map((t) => t.TId)).toEqual([61]);
    expect(allowedTags(tags, [])).toEqual([]);
  });

  it('reads the TId claim of a user', async () => {
    const user = decodeUser(await signedToken({ permissions: 'TId:53|TId:4|CId:1' }));
    expect(allowedTags(tags, tagIdsOf(user)).map((t) => t.TId)).toEqual([4, 53, 60]);
  });
});
