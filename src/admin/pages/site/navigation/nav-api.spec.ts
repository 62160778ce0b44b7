import { describe, expect, it } from 'vitest';
import { emptyDraft } from './NavItemDialog.js';
import { createNavApi, newItemBody } from './nav-api.js';
import type { SiteApi } from '../../../api/site-api.js';

describe('newItemBody (POST /navigation/{TId}/items)', () => {
  it('sends the page as CId and leaves its URL to the server', () => {
    const draft = { ...emptyDraft(), TName: ' About ', page: { CId: 7, CTitle: 'About us', CSeoUrl: '/about' } };
    expect(newItemBody(draft, 53)).toEqual({ TName: 'About', TVisible: true, CId: 7, parentId: 53, beforeId: null });
  });

  it('sends a URL as TPath, a heading as TPath null, and the place asked for', () => {
    expect(
      newItemBody(
        { ...emptyDraft(), TName: 'Docs', link: 'url', url: ' https://example.org/ ', TVisible: false },
        53,
        60,
      ),
    ).toEqual({
      TName: 'Docs',
      TVisible: false,
      TPath: 'https://example.org/',
      parentId: 53,
      beforeId: 60,
    });
    expect(newItemBody({ ...emptyDraft(), TName: 'Group', link: 'none' }, 61)).toEqual({
      TName: 'Group',
      TVisible: true,
      TPath: null,
      parentId: 61,
      beforeId: null,
    });
  });
});

describe('delete and its Undo (decision 0105)', () => {
  it('deletes through the menu’s own call and restores the same item through …/restore, answering the tree', async () => {
    const calls: unknown[][] = [];
    const send = async (...args: unknown[]) => {
      calls.push(args);
      return [{ TId: 60 }];
    };
    const api = { send } as unknown as SiteApi;
    const nav = createNavApi(api, 53);
    const node = { TId: 60, TName: 'About', TPath: '/about', TVisible: true, children: [] };
    await nav.remove(node);
    expect(await nav.restore(node)).toEqual([{ TId: 60 }]);
    expect(calls).toEqual([
      ['DELETE', '/api/v1/mc/navigation/53/items/60'],
      ['POST', '/api/v1/mc/navigation/53/items/60/restore'],
    ]);
  });
});
