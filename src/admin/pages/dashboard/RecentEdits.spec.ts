// Where "Continue where you left off" leads (issue 29 item 6): a page to the
// page editor, another record to its edit screen, an append-only one to its
// show screen; keys are written as the URL writes them.
import { describe, expect, it } from 'vitest';
import { editLinkOf } from './RecentEdits.js';

describe('editLinkOf', () => {
  it('opens each record where it is edited', () => {
    expect(editLinkOf({ entity: 'Content', key: '1052' })).toBe('/edit?cId=1052');
    expect(editLinkOf({ entity: 'Redirect', key: '7' })).toBe('/Redirect/7');
    expect(editLinkOf({ entity: 'TagToContent', key: '[3,500]' })).toBe('/TagToContent/%5B3%2C500%5D');
    expect(editLinkOf({ entity: 'AuditLog', key: '9' })).toBe('/AuditLog/9/show');
  });
});
