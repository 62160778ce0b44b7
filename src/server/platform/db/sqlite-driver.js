// better-sqlite3, in the version this Node can run: every module takes it from
// here (eslint.config.js refuses a direct import; docs/decisions/0093-node-versions.md).
//
//   Node-API 10 and later (Node 22.14+, 24): better-sqlite3 13, a Node-API addon
//     (prebuilt, no compiler needed). Version 12 derives from node::ObjectWrap,
//     whose header in Node 24.19 and later registers an environment cleanup hook:
//     built against those headers, the process aborts ("Assertion failed: (env)
//     != nullptr" in RemoveEnvironmentCleanupHook) when a garbage-collected
//     statement is finalized outside a JavaScript context, or a worker thread
//     ends (nodejs/node#65446).
//   Older (Node 20, Node-API 9): better-sqlite3 12, installed under the name
//     better-sqlite3-node20 (an optional dependency, built from source at
//     install); version 13 needs Node-API 10 and crashes on Node 20.
//
// Plain JavaScript, like the worker threads that import it (Node loads a
// worker's file itself, outside tsx); sqlite-driver.d.ts gives its types.
import { createRequire } from 'node:module';
import process from 'node:process';

const require = createRequire(import.meta.url);

/** The package loaded: better-sqlite3 (13) or better-sqlite3-node20 (12). */
export const sqliteDriverPackage = Number(process.versions.napi) >= 10 ? 'better-sqlite3' : 'better-sqlite3-node20';

function load() {
  try {
    return require(sqliteDriverPackage);
  } catch (e) {
    if (e?.code !== 'MODULE_NOT_FOUND' || sqliteDriverPackage === 'better-sqlite3') throw e;
    throw new Error(
      `Node ${process.version} (Node-API ${process.versions.napi}) needs better-sqlite3 12, installed as the optional ` +
        `dependency better-sqlite3-node20, and it is missing (its build failed during npm install?): ${e.message}`,
    );
  }
}

const Database = load();
export default Database;
