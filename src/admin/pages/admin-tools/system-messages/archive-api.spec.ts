import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../auth/test-helpers.js';
import { createHttpClient } from '../../../providers/http-client.js';
import { createSiteApi } from '../../../api/site-api.js';
import { archiveMessages, archivedText, archiveUrl } from './archive-api.js';

describe('archiving system messages', () => {
  it('sends one call for several messages, as the spec names it', async () => {
    const { fetch, calls } = fakeFetch({
      '/api/v1/db/systemmessages/archive': { body: { success: true, sId: [4, 9], archived: [9] } },
    });
    expect(await archiveMessages(createSiteApi(createHttpClient({ fetch, getToken: () => 't' })), [4, 9])).toEqual([9]);
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([['GET', '/api/v1/db/systemmessages/archive?sId=4,9']]);
    expect(archiveUrl([12])).toBe('/api/v1/db/systemmessages/archive?sId=12');
  });

  it('says how many were archived', () => {
    expect(archivedText(1)).toBe('System message archived');
    expect(archivedText(3)).toBe('3 system messages archived');
  });
});
