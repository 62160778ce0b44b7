// No circle of imports between src/server folders but the known ones (issue 42; docs/decisions/0145): the check
// `npm run deps` runs (scripts/import-arrows.mjs --check), on the tree and on made-up graphs, so a check that stopped
// finding circles would fail here.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { circles, importArrows, KNOWN_CIRCLES, newCircles } from '../../scripts/import-arrows.mjs';

type Circles = (edges: string[][]) => string[][];
type NewCircles = (found: string[][], known?: string[][]) => string[];

describe('circles of src/server folders', () => {
  it('finds none in the tree but the known ones', async () => {
    const report = (await importArrows()) as { circles: string[][] };
    expect((newCircles as NewCircles)(report.circles)).toEqual([]);
  });

  it('finds a circle through any number of folders, and only the folders in it', () => {
    const found = (circles as Circles)([
      ['site', 'tags'],
      ['tags', 'editor'],
      ['editor', 'site'],
      ['editor', 'db'],
      ['people', 'auth'],
    ]);
    expect(found).toEqual([['editor', 'site', 'tags']]);
    expect(
      (circles as Circles)([
        ['people', 'auth'],
        ['auth', 'db'],
      ]),
    ).toEqual([]);
  });

  it('refuses a new circle, a known circle grown by a folder, and one split in two', () => {
    const known = [['a', 'b', 'c']];
    const check = newCircles as NewCircles;
    expect(check([['c', 'a', 'b']], known)).toEqual([]);
    expect(
      check(
        [
          ['a', 'b', 'c'],
          ['x', 'y'],
        ],
        known,
      ),
    ).toEqual(['x, y']);
    expect(check([['a', 'b', 'c', 'd']], known)).toEqual(['a, b, c, d']);
    expect(check([['a', 'b']], known)).toEqual(['a, b']);
  });

  it('knows no circle: the platform is one folder (decision 0148)', () => {
    expect(KNOWN_CIRCLES).toEqual([]);
  });
});
