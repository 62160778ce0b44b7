import { describe, expect, it } from 'vitest';
import { emptyDraft } from './NavItemDialog.js';
import { newItemBody } from './nav-api.js';

describe('newItemBody (POST /navigation/{TId}/items)', () => {
  it('sends the page as CId and leaves its URL to the server', () => {
    const draft = { ...emptyDraft(), TName: ' About ', page: { CId: 7, CTitle: 'About us', CSeoUrl: '/about' } };
    expect(newItemBody(draft, 53)).toEqual({ TName: 'About', TVisible: true, CId: 7, parentId: 53, beforeId: null });
  });

  it('sends a URL as TPath, a heading as TPath null, and the place asked for', () => {
    expect(newItemBody({ ...emptyDraft(), TName: 'Docs', link: 'url', url: ' https://example.org/ ', TVisible: false }, 53, 60)).toEqual({
      TName: 'Docs',
      TVisible: false,
      TPath: 'https://example.org/',
      parentId: 53,
      beforeId: 60,
    });
    expect(newItemBody({ ...emptyDraft(), TName: 'Group', link: 'none' }, 61)).toEqual({ TName: 'Group', TVisible: true, TPath: null, parentId: 61, beforeId: null });
  });
});
