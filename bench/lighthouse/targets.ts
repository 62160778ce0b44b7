// The targets of `npm run bench:lighthouse` (issue 29 item 7, issue 41) and the
// table it prints: accessibility and best practices at least 95 and a
// cumulative layout shift under 0.1 on every route, performance at least 90 on
// the routes staff open most (sign-in, the dashboard, a list, the page editor
// and the settings screens). Pure, so its unit test needs no browser
// (tests/bench/lighthouse-targets.test.ts).

/** Lighthouse's category scores for one route, 0-100 (null: Lighthouse could not score it). */
export interface RouteScores {
  /** The route's pattern (spec §2) or name, as the table shows it. */
  route: string;
  /** The concrete path measured (parameters filled in). */
  path: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  /** Lighthouse's cumulative layout shift (unitless, lower is better); null when it could not measure it. */
  layoutShift: number | null;
}

const ACCESSIBILITY_TARGET = 95;
const BEST_PRACTICES_TARGET = 95;
const PERFORMANCE_TARGET = 90;
/** Lighthouse's "good" cumulative layout shift: a route is held under it (issue 41). */
export const LAYOUT_SHIFT_TARGET = 0.1;

/** The routes held to the performance target: sign-in, the dashboard, a list, the editor and the settings screens (issue 41). */
export const PERFORMANCE_ROUTES: readonly string[] = [
  '/login',
  '/',
  '/redirects/:RType',
  '/edit',
  '/general-settings',
  '/site-setup',
];

type Category = 'performance' | 'accessibility' | 'bestPractices';
const LABEL: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best practices',
};

/** The target a route's category is held to, or undefined when it has none. */
export function targetOf(route: string, category: Category): number | undefined {
  if (category === 'accessibility') return ACCESSIBILITY_TARGET;
  if (category === 'bestPractices') return BEST_PRACTICES_TARGET;
  return PERFORMANCE_ROUTES.includes(route) ? PERFORMANCE_TARGET : undefined;
}

/** A layout shift as the table and the misses show it: three decimals, as Lighthouse's report does. */
const shiftText = (shift: number) => shift.toFixed(3);

/** Every target missed, one sentence each ('/logs: accessibility 91 < 95'); a missing score misses its target. */
export function missedTargets(rows: readonly RouteScores[]): string[] {
  const missed: string[] = [];
  for (const row of rows) {
    for (const category of ['performance', 'accessibility', 'bestPractices'] as const) {
      const target = targetOf(row.route, category);
      if (target === undefined) continue;
      const score = row[category];
      if (score === null) missed.push(`${row.route}: ${LABEL[category]} not measured (target ${target})`);
      else if (score < target) missed.push(`${row.route}: ${LABEL[category]} ${score} < ${target}`);
    }
    if (row.layoutShift === null)
      missed.push(`${row.route}: layout shift not measured (target under ${LAYOUT_SHIFT_TARGET})`);
    else if (row.layoutShift >= LAYOUT_SHIFT_TARGET)
      missed.push(`${row.route}: layout shift ${shiftText(row.layoutShift)} ≥ ${LAYOUT_SHIFT_TARGET}`);
  }
  return missed;
}

/** A score with its target's verdict: '97', '88 ✗' under target, '–' unmeasured; '(93)' when the route has no target for it. */
function cell(row: RouteScores, category: Category): string {
  const score = row[category];
  const target = targetOf(row.route, category);
  if (score === null) return target === undefined ? '–' : '– ✗';
  if (target === undefined) return `(${score})`;
  return score < target ? `${score} ✗` : String(score);
}

/** A layout shift with its verdict: '0.032', '0.141 ✗' at or over the target, '– ✗' unmeasured. */
function shiftCell(row: RouteScores): string {
  if (row.layoutShift === null) return '– ✗';
  return row.layoutShift >= LAYOUT_SHIFT_TARGET ? `${shiftText(row.layoutShift)} ✗` : shiftText(row.layoutShift);
}

/** The figures as a Markdown table (the same text goes to the terminal and to the decision record). */
export function scoresTable(rows: readonly RouteScores[]): string {
  const header = ['Route', 'Path measured', 'Performance', 'Accessibility', 'Best practices', 'Layout shift'];
  const lines = rows.map((r) => [
    `\`${r.route}\``,
    `\`${r.path}\``,
    cell(r, 'performance'),
    cell(r, 'accessibility'),
    cell(r, 'bestPractices'),
    shiftCell(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...lines.map(line),
  ].join('\n');
}

/** Lighthouse's 0-1 category score as the report shows it (0-100, rounded); null when it failed to score. */
export function asPercent(score: number | null | undefined): number | null {
  return typeof score === 'number' ? Math.round(score * 100) : null;
}
