// The head's line of who is signed in (issue 29 item 6): name and roles, and
// while impersonating who is acting (the token's act_name).
import { describe, expect, it } from 'vitest';
import { signedInAs } from './ShellHead.js';

describe('signedInAs', () => {
  it('names the user and their roles', () => {
    expect(signedInAs({ name: 'Ann Admin', roles: ['Admin'], impersonating: false })).toBe('Ann Admin · Admin');
    expect(signedInAs({ name: 'Ed', roles: ['Maintenance User', 'Admin'], impersonating: false })).toBe(
      'Ed · Maintenance User, Admin',
    );
    expect(signedInAs({ name: 'Nobody', roles: [], impersonating: false })).toBe('Nobody');
  });

  it('says who impersonates', () => {
    expect(
      signedInAs({ name: 'Ed', roles: ['Maintenance User'], impersonating: true, impersonatorName: 'Ann Admin' }),
    ).toBe('Ed · Maintenance User · impersonated by Ann Admin');
    expect(signedInAs({ name: 'Ed', roles: [], impersonating: true })).toBe('Ed · impersonated by another user');
  });
});
