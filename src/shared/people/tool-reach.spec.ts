import { describe, expect, it } from 'vitest';
import {
  grantsToReach,
  hiddenGrants,
  newlyAllowed,
  pathBelowDashboard,
  showsOnDashboard,
  type ReachTag,
} from './tool-reach.js';

const tag = (TId: number, TIdParent: number | null, TName: string, TVisible = true): ReachTag => ({
  TId,
  TIdParent,
  TName,
  TPath: null,
  TVisible,
  TDeleted: false,
});
// The seed's shape: Dashboard 2 → sections → tools; Form Manager 90 has form tags beneath it; menus are roots of their own.
const TAGS = [
  tag(2, null, 'Dashboard'),
  tag(50, 2, 'Content'),
  tag(1001, 50, 'Drafts'),
  tag(208, 2, 'News'),
  tag(1010, 208, 'All News Items'),
  tag(1011, 208, 'Add News Item'),
  tag(201, 2, 'Blog'),
  tag(40, 2, 'Forms & Email'),
  tag(90, 40, 'Form Manager'),
  tag(3001, 90, 'Contact form'),
  tag(53, null, 'Primary Navigation'),
  tag(5301, 53, 'Home'),
  tag(209, 208, 'Hidden news tool', false),
];

describe('pathBelowDashboard', () => {
  it('walks up to the dashboard, top first, and knows tags outside it', () => {
    expect(pathBelowDashboard(TAGS, 3001)?.map((t) => t.TId)).toEqual([40, 90, 3001]);
    expect(pathBelowDashboard(TAGS, 208)?.map((t) => t.TId)).toEqual([208]);
    expect(pathBelowDashboard(TAGS, 5301)).toBeUndefined();
    expect(pathBelowDashboard([tag(7, 8, 'a'), tag(8, 7, 'b')], 7)).toBeUndefined(); // a cycle ends the walk
  });
});

describe('the News section of the issue: tag 208 alone shows nothing', () => {
  it('is hidden without the dashboard tag, and shown with it', () => {
    expect(showsOnDashboard(TAGS, [208], 1010)).toBe(false);
    expect(hiddenGrants(TAGS, [208])).toEqual([{ tag: TAGS[3], add: [2] }]);
    expect(showsOnDashboard(TAGS, [208, 2], 208)).toBe(true);
    expect(showsOnDashboard(TAGS, [208, 2], 1010)).toBe(true);
    expect(showsOnDashboard(TAGS, [208, 2], 1001)).toBe(false); // Content's tools stay out of reach
    expect(hiddenGrants(TAGS, [208, 2])).toEqual([]);
  });

  it('says what the dashboard tag also allows: the sections under it', () => {
    expect(newlyAllowed(TAGS, [208], [2]).map((t) => t.TName)).toEqual([
      'Dashboard',
      'Content',
      'Blog',
      'Forms & Email',
    ]);
  });
});

describe('grantsToReach', () => {
  it('adds the fewest claims, top down', () => {
    expect(grantsToReach(TAGS, [1010], 1010)).toEqual([2]); // 2 allows the News section, which allows nothing more; 1010 is claimed
    expect(grantsToReach(TAGS, [3001], 3001)).toEqual([2, 90]);
    expect(grantsToReach(TAGS, [2, 90], 3001)).toEqual([]);
    expect(grantsToReach(TAGS, [], 5301)).toEqual([]);
  });

  it('agrees with showsOnDashboard once granted', () => {
    for (const id of [1001, 1010, 3001, 208, 40]) {
      const add = grantsToReach(TAGS, [id], id);
      expect(showsOnDashboard(TAGS, [id, ...add], id)).toBe(true);
    }
  });
});
