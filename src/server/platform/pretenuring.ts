// V8's allocation-site pretenuring off for the server (decision 0141).
//
// V8 watches, per allocation site, how many of its objects survive a
// scavenge, and once most do it allocates that site's objects straight in the
// old generation. Under load the server always has a few dozen requests in
// flight when a scavenge runs, so the sites of every request's objects (the
// request, the reply, their headers, the row, the promises) look long-lived and
// get pretenured: each request's garbage then went to the old generation
// (~2 MB promoted per scavenge at 3,000 req/s), every scavenge had to walk it
// (8–20 ms each instead of 2–3) and full collections followed. Measured on get
// by id under autocannon (`--trace-gc`): 37–41 µs of collection per request
// with pretenuring, 5–7 without. Nothing the server keeps is short of memory
// for it: long-lived objects are copied once more before they are promoted.
import { setFlagsFromString } from 'node:v8';

const FLAG = 'allocation-site-pretenuring';

/**
 * Turns pretenuring off, unless the operator chose either way themselves
 * (`node --allocation-site-pretenuring build/server/server.mjs`, or `--no-…`).
 * Answers whether it set it.
 */
export function stopPretenuring(
  execArgv: readonly string[] = process.execArgv,
  setFlags: (flags: string) => void = setFlagsFromString,
): boolean {
  const chosen = (arg: string) => {
    const name = arg.replace(/_/g, '-').split('=')[0];
    return name === `--${FLAG}` || name === `--no-${FLAG}`;
  };
  if (execArgv.some(chosen)) return false;
  setFlags(`--no-${FLAG}`);
  return true;
}
