import { describe, expect, it } from 'vitest';
import { SUPER_ADMIN } from '../../../shared/roles.js';
import { systemActor } from './identity.js';

describe('systemActor', () => {
  it('acts with the top administrator’s rights under the name given, for an hour from now', () => {
    const before = Math.floor(Date.now() / 1000);
    const actor = systemActor({ userId: 'cli:deploy', name: 'deploy (admin CLI)', requestPrefix: 'cli' });
    const after = Math.floor(Date.now() / 1000);
    expect(actor).toMatchObject({
      userId: 'cli:deploy',
      userName: 'deploy (admin CLI)',
      name: 'deploy (admin CLI)',
      email: '',
      roles: [SUPER_ADMIN],
      isMJA: true,
      permissions: {},
      stamp: '',
      sessionId: '',
    });
    expect(actor.issuedAt).toBeGreaterThanOrEqual(before);
    expect(actor.issuedAt).toBeLessThanOrEqual(after);
    expect(actor.authTime).toBe(actor.issuedAt);
    expect(actor.expiresAt).toBe(actor.issuedAt + 3600);
    expect(actor.impersonatorId).toBeUndefined();
  });

  it('gives each actor a request id of its own, under the prefix given', () => {
    const a = systemActor({ userId: 'u1', name: 'jo (scheduled)', requestPrefix: 'schedule' });
    const b = systemActor({ userId: 'u1', name: 'jo (scheduled)', requestPrefix: 'schedule' });
    expect(a.requestId).toMatch(/^schedule-[0-9a-f-]{36}$/);
    expect(b.requestId).not.toBe(a.requestId);
  });
});
