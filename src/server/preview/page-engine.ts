// The Liquid engine public pages are rendered with (docs/preview.md): the same
// sandbox as the token tools (tokens/liquid-sandbox.ts: an in-memory template
// map, so an {% include %} never reads a server file; unknown filters refused;
// ownPropertyOnly), with limits sized for a whole page of 200 blocks rather
// than one token value. Parsed templates are kept by their source text, so a
// kept one can never be stale; the map is still emptied whenever the site's
// templates change (render-cache.ts), which bounds it to the sources in use.
import { Liquid, type Template } from 'liquidjs';
import { problemOf } from '../tokens/index.js';
import type { LiquidProblem } from '../../shared/api/tokens.js';

const engine = new Liquid({
  templates: {},
  strictFilters: true,
  strictVariables: false,
  ownPropertyOnly: true,
  parseLimit: 1_000_000,
  renderLimit: 2_000,
  memoryLimit: 50_000_000,
});

const MAX_KEPT = 500;
const parsed = new Map<string, Template[]>();

function compile(source: string): Template[] {
  let templates = parsed.get(source);
  if (!templates) {
    templates = engine.parse(source);
    if (parsed.size >= MAX_KEPT) parsed.delete(parsed.keys().next().value!);
    parsed.set(source, templates);
  }
  return templates;
}

/** Drops every parsed template (a template, token, snippet, menu or style changed somewhere). */
export function forgetCompiledTemplates(): void {
  parsed.clear();
}

type PartRendered = { html: string; problem: null } | { html: ''; problem: LiquidProblem };

/** Renders one source with `scope`; a parse or render failure comes back as the problem with its line and column. */
export async function renderPart(source: string, scope: Record<string, unknown>): Promise<PartRendered> {
  try {
    return { html: String(await engine.render(compile(source), scope)), problem: null };
  } catch (error) {
    return { html: '', problem: problemOf(error) };
  }
}
