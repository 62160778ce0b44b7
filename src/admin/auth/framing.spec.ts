import { describe, expect, it, vi } from 'vitest';
import { createAuthApi } from './auth-api.js';
import { isFramed, reloadAtRoot } from './framing.js';
import { startImpersonating } from './impersonation.js';
import { fakeFetch } from './test-helpers.js';

// Stand-ins for window objects: only the properties the code reads.
const topWindow = () => ({ location: { href: '/maintenance/news' } }) as unknown as Window;
function windows(framed: boolean) {
  const top = topWindow();
  const self: Record<string, unknown> = { location: { href: '/maintenance/news' } };
  self.self = self;
  self.top = framed ? top : self;
  return { self: self as unknown as Window, top };
}

describe('isFramed and reloadAtRoot (spec §4 "Impersonation")', () => {
  it('reloads the app root when not framed', () => {
    const { self } = windows(false);
    expect(isFramed(self)).toBe(false);
    reloadAtRoot(self);
    expect(self.location.href).toBe('/maintenance/');
  });

  it('reloads the top window at its root when framed', () => {
    const { self, top } = windows(true);
    expect(isFramed(self)).toBe(true);
    reloadAtRoot(self);
    expect(top.location.href).toBe('/');
    expect(self.location.href).toBe('/maintenance/news');
  });

  it('counts a cross-origin top (reading it throws) as framed', () => {
    const win = {
      get self(): Window {
        return win as unknown as Window;
      },
      get top(): Window {
        throw new Error('SecurityError');
      },
    } as unknown as Window;
    expect(isFramed(win)).toBe(true);
  });
});

describe('startImpersonating', () => {
  it('refuses an answer without a token and does not reload', async () => {
    const { fetch, calls } = fakeFetch({
      '/api/v1/mc/jwt/impersonate': {
        body: { success: false, errors: [{ message: 'Only a MoJoAdmin may impersonate' }] },
      },
    });
    const reload = vi.fn();
    await expect(
      startImpersonating('u-2', { api: createAuthApi({ fetch, getToken: () => 't' }), reload }),
    ).rejects.toThrow('Only a MoJoAdmin may impersonate');
    expect(calls[0].body).toEqual({ UserId: 'u-2' });
    expect(reload).not.toHaveBeenCalled();
  });
});
