// The targets and table of `npm run bench:lighthouse` (issue 29 item 7):
// which scores miss which target, and how the table shows them.
import { describe, expect, it } from 'vitest';
import {
  asPercent,
  LAYOUT_SHIFT_TARGET,
  missedTargets,
  PERFORMANCE_ROUTES,
  scoresTable,
  targetOf,
  type RouteScores,
} from '../../bench/lighthouse/targets.js';
import { PROTECTED_PATHS } from '../../src/shared/protected-paths.js';

const row = (
  route: string,
  performance: number | null,
  accessibility: number | null,
  bestPractices: number | null,
  layoutShift: number | null = 0.01,
): RouteScores => ({
  route,
  path: route.replace(/:\w+/g, '7'),
  performance,
  accessibility,
  bestPractices,
  layoutShift,
});

describe('Lighthouse targets', () => {
  it('holds accessibility and best practices to 95 everywhere, performance to 90 on sign-in, dashboard, a list, the editor and the settings screens', () => {
    expect(targetOf('/logs', 'accessibility')).toBe(95);
    expect(targetOf('/logs', 'bestPractices')).toBe(95);
    expect(targetOf('/logs', 'performance')).toBeUndefined();
    for (const route of ['/login', '/', '/redirects/:RType', '/edit', '/general-settings', '/site-setup'])
      expect(targetOf(route, 'performance'), route).toBe(90);
  });

  it('holds every route to a layout shift under 0.1: 0.1 itself misses, an unmeasured one misses', () => {
    expect(LAYOUT_SHIFT_TARGET).toBe(0.1);
    const rows = [
      row('/logs', null, 100, 100, 0.099),
      row('/general-settings', 95, 100, 100, 0.1),
      row('/folder-organization', null, 100, 100, 0.155),
      row('/edit', 95, 100, 100, null),
    ];
    expect(missedTargets(rows)).toEqual([
      '/general-settings: layout shift 0.100 ≥ 0.1',
      '/folder-organization: layout shift 0.155 ≥ 0.1',
      '/edit: layout shift not measured (target under 0.1)',
    ]);
  });

  it('names routes of spec §2 (and the sign-in screen) for the performance target', () => {
    const routes = new Set(['/login', ...PROTECTED_PATHS.map((r) => r.path)]);
    for (const route of PERFORMANCE_ROUTES) expect(routes.has(route), route).toBe(true);
  });

  it('lists every missed target, a score just at the target meets it, an unmeasured one misses it', () => {
    const rows = [row('/', 90, 95, 95), row('/logs', 12, 94, 100), row('/edit', 89, 100, null)];
    expect(missedTargets(rows)).toEqual([
      '/logs: accessibility 94 < 95',
      '/edit: performance 89 < 90',
      '/edit: best practices not measured (target 95)',
    ]);
    expect(missedTargets([row('/logs', null, 100, 100)])).toEqual([]);
  });

  it('prints a Markdown table with the misses marked and untargeted scores in brackets', () => {
    const table = scoresTable([
      row('/', 97, 100, 96, 0.0321),
      row('/banners/:CId', 71, 93, 100, 0.3),
      row('/logs', null, 100, 100, null),
    ]).split('\n');
    expect(table).toHaveLength(5);
    expect(table[0]).toMatch(
      /^\| Route +\| Path measured +\| Performance \| Accessibility \| Best practices \| Layout shift \|$/,
    );
    expect(table[1]).toMatch(/^\|-+\|-+\|-+:\|-+:\|-+:\|-+:\|$/);
    expect(table[2]!.split('|').map((c) => c.trim())).toEqual(['', '`/`', '`/`', '97', '100', '96', '0.032', '']);
    expect(table[3]!.split('|').map((c) => c.trim())).toEqual([
      '',
      '`/banners/:CId`',
      '`/banners/7`',
      '(71)',
      '93 ✗',
      '100',
      '0.300 ✗',
      '',
    ]);
    expect(table[4]!.split('|').map((c) => c.trim())).toEqual(['', '`/logs`', '`/logs`', '–', '100', '100', '– ✗', '']);
  });

  it("reads Lighthouse's 0-1 scores as the report's 0-100", () => {
    expect(asPercent(0.955)).toBe(96);
    expect(asPercent(1)).toBe(100);
    expect(asPercent(null)).toBeNull();
    expect(asPercent(undefined)).toBeNull();
  });
});
