// The server's import arrows (issue 42 items 1 and 2; docs/decisions/0124-import-arrows.md): a platform below
// (the data engine, database, HTTP, plugins, cluster, settings, storage, rate limits and the small shared
// infrastructure beside them) and features above, which import the platform and, where they must, each other.
// `npm run deps` checks them; `npm run deps:report` counts the arrows between src/server folders and the circles.
// .dependency-cruiser-known-violations.json lists the arrows that still point up: a new one fails the check,
// and the list is only ever shrunk (`npm run deps:baseline` after a move that removes arrows).

/** The platform: everything in src/server/platform/ (decision 0148). */
const PLATFORM = '^src/server/platform/';
/** What assembles the server: it may import anything. */
const COMPOSITION = '^src/server/(app|features|server|services)\\.ts$|^src/server/(cli|seed)/';

/* global module */
module.exports = {
  forbidden: [
    {
      name: 'platform-imports-feature',
      comment: 'The platform imports no feature: a feature declares its rules and the platform collects them (features.ts).',
      severity: 'error',
      from: { path: PLATFORM },
      to: { path: '^src/server/', pathNot: [PLATFORM, '\\.generated\\.'] },
    },
    {
      name: 'feature-imports-composition',
      comment: 'Only the composition root (app.ts, features.ts, server.ts, services.ts) and the CLI assemble the server; the seed is imported by app.ts alone.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: COMPOSITION },
      to: { path: COMPOSITION },
    },
    {
      name: 'feature-imports-feature-inner',
      comment: "A feature imports another feature through its index.ts only: what a feature offers others is said there, and its other files can change without reaching into its neighbours.",
      severity: 'error',
      from: { path: '^src/server/([^/]+)/', pathNot: [PLATFORM, COMPOSITION] },
      to: { path: '^src/server/[^/]+/', pathNot: ['^src/server/$1/', '^src/server/[^/]+/index\\.ts$', PLATFORM, COMPOSITION, '\\.generated\\.'] },
    },
    {
      name: 'no-circular',
      comment: 'No circle of imports between modules that exists when the code runs (a circle closed only by `import type` is erased by the compiler).',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(spec|test)\\.tsx?$|^src/admin/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js'] },
  },
};
