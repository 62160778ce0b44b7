import { describe, expect, it } from 'vitest';
import { parseWalPosition } from './wal-position.js';

describe('parseWalPosition', () => {
  it('reads both halves, so positions across a 4 GB boundary compare in order', () => {
    expect(parseWalPosition('0/3016038')).toBe(0x3016038n);
    expect(parseWalPosition('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(parseWalPosition('1/0')! > parseWalPosition('0/FFFFFFFF')!).toBe(true);
  });

  it('refuses anything else a cookie may carry', () => {
    for (const bad of ['', '0', '0/', '/1', '0/1/2', 'G/1', '123456789/0', ' 0/1', '0/1;x', undefined, null])
      expect(parseWalPosition(bad)).toBeUndefined();
  });
});
