// The admin mounts a screen on every protected route of spec §2, and the
// shared list the access explainer asks about is that same list.
import { describe, expect, it } from 'vitest';
import { PROTECTED_PATHS } from '../../shared/protected-paths.js';
import { PROTECTED_ROUTES } from './protected-routes.js';

describe('protected routes', () => {
  it('are the shared list of spec §2 (plus / and /account, which AdminApp mounts itself)', () => {
    const mounted = PROTECTED_ROUTES.map(({ path, title }) => ({ path, title }));
    const shared = PROTECTED_PATHS.filter((r) => r.path !== '/' && r.path !== '/account');
    expect(mounted).toEqual(shared);
  });
});
