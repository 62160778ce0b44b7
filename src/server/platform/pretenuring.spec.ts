import { describe, expect, it } from 'vitest';
import { stopPretenuring } from './pretenuring.js';

describe('stopPretenuring', () => {
  const run = (execArgv: string[]) => {
    const set: string[] = [];
    const changed = stopPretenuring(execArgv, (flags) => set.push(flags));
    return { changed, set };
  };

  it('turns allocation-site pretenuring off', () => {
    expect(run([])).toEqual({ changed: true, set: ['--no-allocation-site-pretenuring'] });
    expect(run(['--enable-source-maps', '--heap-growing-percent=300'])).toEqual({
      changed: true,
      set: ['--no-allocation-site-pretenuring'],
    });
  });

  it("keeps an operator's own choice, either way and in either spelling", () => {
    expect(run(['--allocation-site-pretenuring'])).toEqual({ changed: false, set: [] });
    expect(run(['--no-allocation-site-pretenuring'])).toEqual({ changed: false, set: [] });
    expect(run(['--allocation_site_pretenuring'])).toEqual({ changed: false, set: [] });
    expect(run(['--no_allocation_site_pretenuring'])).toEqual({ changed: false, set: [] });
  });

  it('leaves a longer flag that only starts the same way to V8', () => {
    expect(run(['--allocation-site-pretenuring-extra'])).toEqual({
      changed: true,
      set: ['--no-allocation-site-pretenuring'],
    });
  });
});
