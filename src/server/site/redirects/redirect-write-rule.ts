// The rule every write of a Redirect obeys, whoever makes it: the Redirects
// screen (which checks the same shared rules first, to show them before it
// saves), the generic interface (/api/v1/db/redirect: one record, PUT /all,
// /batch) and the page editor's publish (editor/redirects.ts). Applied by the
// data layer (data/write-rules.ts) in the write's transaction, so a
// multi-record write with one bad redirect changes nothing.
//   422 RType   not one of REDIRECT_TYPES (shared/redirect-rules.ts);
//   422 RFrom   not a path of this site;
//   422 RTo     not a site path or an http(s) address (javascript:, //host…),
//               the same URL as RFrom, or a loop with the stored redirects.
// A field an update leaves as it is stored is not checked again, so an older
// row (saved before this rule) can still have its other fields changed.
import type { Queryable, Row } from '../../platform/db/executor.js';
import { coded, invalidProblem } from '../../platform/errors.js';
import type { CodedProblem } from '../../../shared/api/error-codes.js';
import { fromProblem, redirectTypeProblem, selfProblem, toProblem } from '../../../shared/redirect-rules.js';
import { loopMadeBy } from './redirect-loop.js';

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export async function guardRedirectWrite(
  tx: Queryable,
  before: Row | undefined,
  values: Record<string, unknown> | undefined,
): Promise<void> {
  if (!values) return; // deleting a redirect never makes one bad
  const changed = (field: string) => field in values && (!before || text(values[field]) !== text(before[field]));
  const after = { ...before, ...values };
  const from = text(after.RFrom);
  const to = text(after.RTo);
  // A missing required value is the schema's 422 (write-values.ts); these rules judge the values given.
  const problem =
    (changed('RType') && 'RType' in values
      ? fieldProblem('RType', redirectTypeProblem(text(values.RType)))
      : undefined) ??
    (changed('RFrom') && from ? fieldProblem('RFrom', fromProblem(from)) : undefined) ??
    (changed('RTo') && to ? fieldProblem('RTo', toProblem(to)) : undefined) ??
    ((changed('RFrom') || changed('RTo')) && from && to ? fieldProblem('RTo', selfProblem(from, to)) : undefined);
  if (problem) throw problem;
  if (!(changed('RFrom') || changed('RTo')) || !from || !to) return;
  const loop = await loopMadeBy(tx, before ? Number(before.RId) : undefined, from, to);
  if (loop) throw coded(422, 'redirect.loop', { chain: loop.join(' → ') }, 'RTo');
}

const fieldProblem = (field: string, problem: CodedProblem | undefined) =>
  problem ? invalidProblem(problem, field) : undefined;
