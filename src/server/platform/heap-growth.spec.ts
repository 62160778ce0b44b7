import { describe, expect, it } from 'vitest';
import { boundHeapGrowth, HEAP_GROWING_PERCENT } from './heap-growth.js';

describe('boundHeapGrowth', () => {
  const run = (execArgv: string[]) => {
    const set: string[] = [];
    const changed = boundHeapGrowth(execArgv, (flags) => set.push(flags));
    return { changed, set };
  };

  it('lets the old generation grow to twice what is alive', () => {
    expect(HEAP_GROWING_PERCENT).toBe(100);
    expect(run([])).toEqual({ changed: true, set: ['--heap-growing-percent=100'] });
    expect(run(['--enable-source-maps', '--max-old-space-size=512'])).toEqual({
      changed: true,
      set: ['--heap-growing-percent=100'],
    });
  });

  it("keeps an operator's own choice, in either spelling", () => {
    expect(run(['--heap-growing-percent=300'])).toEqual({ changed: false, set: [] });
    expect(run(['--heap_growing_percent=50'])).toEqual({ changed: false, set: [] });
  });
});
