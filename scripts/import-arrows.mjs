// Counts the import arrows between src/server's folders (issue 42: "upward arrows 58 → 0 and circles 4 → 0"):
// every import, `import type` included, from a module in one folder to a module in another is one arrow between
// those folders; an arrow is upward when it leaves the platform (.dependency-cruiser.cjs PLATFORM) for a feature;
// a circle is a set of two or more folders that reach each other (a strongly connected component of the folder
// graph); a pair is two folders that import each other directly. A file directly under src/server (app.ts, server.ts …) counts as a folder of its own;
// src/server/platform/ counts as one folder.
//   node scripts/import-arrows.mjs           prints the counts, the upward arrows and the circles
//   node scripts/import-arrows.mjs --json    the same as JSON
//   node scripts/import-arrows.mjs --check   exits 1 on a circle of folders other than those in KNOWN_CIRCLES (part of
//                                            `npm run deps`: issue 42 asks for none; docs/decisions/0145)
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const platform = new RegExp(config.forbidden.find((r) => r.name === 'platform-imports-feature').from.path);

// The platform's folders are one layer and count as one folder, `platform` (decision 0148): they call each other
// (db opens cluster's change triggers, data's routes use http's handlers …) and what matters is that no arrow
// leaves the platform for a feature, which the upward count says.
const folderOf = (path) => {
  if (path.startsWith('src/server/platform/')) return 'platform';
  const rest = path.slice('src/server/'.length);
  const slash = rest.indexOf('/');
  return slash < 0 ? rest : rest.slice(0, slash);
};

export async function importArrows() {
  const result = await cruise(['src/server'], { ...config.options, validate: false, outputType: 'json' });
  const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
  const arrows = new Map(); // "from → to" → number of module imports
  const upward = [];
  for (const module of output.modules) {
    if (!module.source.startsWith('src/server/')) continue;
    for (const dep of module.dependencies) {
      if (!dep.resolved.startsWith('src/server/')) continue;
      const from = folderOf(module.source);
      const to = folderOf(dep.resolved);
      if (from === to) continue;
      const key = `${from} → ${to}`;
      arrows.set(key, (arrows.get(key) ?? 0) + 1);
      if (platform.test(module.source) && !platform.test(dep.resolved))
        upward.push(`${module.source} → ${dep.resolved}`);
    }
  }
  const folderArrows = [...arrows.keys()].map((k) => k.split(' → '));
  const upwardFolders = [...new Set(upward.map((a) => a.split(' → ').map(folderOf).join(' → ')))];
  const pairs = [...arrows.keys()]
    .map((k) => k.split(' → '))
    .filter(([a, b]) => a < b && arrows.has(`${b} → ${a}`))
    .map(([a, b]) => `${a} ↔ ${b}`);
  return {
    arrows: arrows.size,
    upwardArrows: upwardFolders.length,
    upward: upwardFolders,
    upwardImports: upward,
    mutualPairs: pairs,
    circles: circles(folderArrows),
  };
}

/** The folder graph's strongly connected components of two or more folders (Tarjan's algorithm). */
export function circles(edges) {
  const next = new Map();
  for (const [a, b] of edges) {
    if (!next.has(a)) next.set(a, []);
    if (!next.has(b)) next.set(b, []);
    next.get(a).push(b);
  }
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), order.get(w)));
    }
    if (low.get(v) === order.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of next.keys()) if (!order.has(v)) visit(v);
  return found;
}

/**
 * The circles of folders still standing, each exactly as it is: none since the platform is one folder
 * (decision 0148). A circle of folders fails the check; one that cannot be broken at once is listed here.
 */
export const KNOWN_CIRCLES = [];

/** The circles in `found` that are not exactly one of `known`, as 'a, b, c'. */
export function newCircles(found, known = KNOWN_CIRCLES) {
  const knownKeys = new Set(known.map((c) => [...c].sort().join(', ')));
  return found.map((c) => [...c].sort().join(', ')).filter((key) => !knownKeys.has(key));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await importArrows();
  if (process.argv.includes('--check')) {
    const unknown = newCircles(r.circles);
    for (const c of unknown) console.error(`a circle of src/server folders (issue 42 asks for none): ${c}`);
    if (unknown.length) process.exit(1);
    console.log(`✔ no circle of src/server folders but the ${KNOWN_CIRCLES.length} known (scripts/import-arrows.mjs)`);
  } else if (process.argv.includes('--json')) console.log(JSON.stringify(r, null, 2));
  else {
    console.log(
      `${r.arrows} arrows between src/server folders; ${r.upwardArrows} upward (platform → feature); ${r.mutualPairs.length} pairs of folders importing each other; ${r.circles.length} circles (sets of folders that reach each other)`,
    );
    for (const p of r.mutualPairs) console.log(`  pair: ${p}`);
    for (const a of r.upward) console.log(`  up: ${a}`);
    for (const c of r.circles) console.log(`  circle: ${c.join(', ')}`);
  }
}
