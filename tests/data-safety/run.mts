/**
 * `npm run safety`: the data-safety runs of
 * docs/requirements/security-tests.md, on each dialect, printing their
 * counts; exits 1 if any count is wrong.
 *
 *   SAFETY_DIALECTS   sqlite,postgres (default both; TEST_DIALECTS also works)
 *   SAFETY_KILLS      SIGKILLs during batches (default 50)
 *   SAFETY_EDITORS    concurrent editors (default 20), SAFETY_ROUNDS rounds each (default 50)
 *
 * The database-stopped run needs a PostgreSQL it may stop: a throwaway
 * instance of the Debian package (skipped, and said so, when not installed).
 */
import { runDataSafety } from './suite.js';

const env = process.env;
const dialects = (env.SAFETY_DIALECTS ?? env.TEST_DIALECTS ?? 'sqlite,postgres').split(',').map((d) => d.trim()) as (
  'sqlite' | 'postgres'
)[];
const failures = await runDataSafety({
  dialects,
  kills: Number(env.SAFETY_KILLS ?? 50),
  editors: Number(env.SAFETY_EDITORS ?? 20),
  rounds: Number(env.SAFETY_ROUNDS ?? 50),
  log: (line) => console.log(line),
});
console.log(failures.length ? `\nFAILED:\n  ${failures.join('\n  ')}` : '\nAll data-safety counts are as required.');
process.exit(failures.length ? 1 : 0);
