// The Liquid engine the token tools use (liquidjs): an in-memory template
// map instead of the file system (an `{% include %}` can never read a file
// of the server), unknown filters refused, and limits on parse size, render
// time and memory, so a value typed in the admin cannot tie up the process.
import { Liquid } from 'liquidjs';
import type { LiquidProblem } from '../../shared/api/tokens.js';

const engine = new Liquid({
  templates: {},
  strictFilters: true,
  strictVariables: false,
  ownPropertyOnly: true,
  parseLimit: 200_000,
  renderLimit: 1_000,
  memoryLimit: 1_000_000,
});

const POSITION = /,\s*line:\d+,\s*col:\d+$/;

export function problemOf(error: unknown): LiquidProblem {
  const e = error as { message?: string; token?: { getPosition?: () => [number, number] } };
  const position = e.token?.getPosition?.();
  return {
    message: String(e.message ?? error).replace(POSITION, ''),
    line: position?.[0] ?? null,
    column: position?.[1] ?? null,
  };
}

type Rendered = { output: string; problem: null } | { output: ''; problem: LiquidProblem };

/** Renders `source` with `scope` as its global variables; a parse or render failure comes back as a problem with its place. */
export async function renderLiquid(source: string, scope: Record<string, string>): Promise<Rendered> {
  try {
    const output = String(await engine.parseAndRender(source, scope));
    return { output, problem: null };
  } catch (error) {
    return { output: '', problem: problemOf(error) };
  }
}

// The names a text reads when it cannot be parsed as a whole (a page's HTML with a stray brace):
// each {{ … }} and {% … %} on its own, and in it every name not after a dot or inside quotes.
const MARKUP = /\{\{-?([\s\S]*?)-?\}\}|\{%-?([\s\S]*?)-?%\}/g;
const NAME = /(?<![\p{L}\p{N}_\-.'"])[\p{L}\p{N}_][\p{L}\p{N}_-]*(?![\p{L}\p{N}_\-'"])/gu;

function namesByPattern(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(MARKUP)) {
    const inner = (m[1] ?? m[2] ?? '').replace(/"[^"]*"|'[^']*'/g, ' ');
    for (const n of inner.matchAll(NAME)) names.add(n[0]);
  }
  return [...names];
}

/** Whether a text holds Liquid markup at all (a cheap test before parsing). */
export const hasLiquid = (text: string) => text.includes('{{') || text.includes('{%');

/**
 * The global variables a text reads (liquidjs's static analysis: names
 * assigned or looped over inside it are not global). A text that does not
 * parse falls back to the names in its markup, read by pattern, which may
 * also count keywords and locals; only names that are tokens are kept by the
 * caller, so the fallback can only over-report a use, never miss one.
 */
export function globalNames(text: string): string[] {
  if (!hasLiquid(text)) return [];
  try {
    return engine.globalVariablesSync(text);
  } catch {
    return namesByPattern(text);
  }
}
