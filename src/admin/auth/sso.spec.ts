// What the sign-in page reads from the callback's fragment, and where its button leads.
import { describe, expect, it } from 'vitest';
import { ssoFragment, ssoStartHref } from './sso.js';

describe('single sign-on on the sign-in page', () => {
  it('reads a ticket, a known refusal, and words an unknown one as a failure', () => {
    expect(ssoFragment('#sso-ticket=abc.def')).toEqual({ ticket: 'abc.def' });
    expect(ssoFragment('#sso-error=noRole')).toEqual({ refusal: 'noRole' });
    expect(ssoFragment('#sso-error=%3Cscript%3E')).toEqual({ refusal: 'failed' });
    expect(ssoFragment('')).toEqual({});
  });

  it('keeps the return parameter through the provider', () => {
    expect(ssoStartHref('')).toBe('/api/v1/mc/oidc/start');
    expect(ssoStartHref('?return=%2Fmaintenance%2Fpages')).toBe('/api/v1/mc/oidc/start?return=%2Fmaintenance%2Fpages');
  });
});
