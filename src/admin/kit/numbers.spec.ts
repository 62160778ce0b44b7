// Spec §9: numbers in the en-US style, whatever the runtime's own locale.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countText, formatNumber, sizeText } from './numbers.js';

afterEach(() => vi.restoreAllMocks());

describe('en-US numbers', () => {
  it('groups thousands with commas and keeps a decimal point', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(-20000)).toBe('-20,000');
  });

  it('puts a count with its noun, singular for one', () => {
    expect(countText(1, 'file')).toBe('1 file');
    expect(countText(0, 'file')).toBe('0 files');
    expect(countText(12500, 'submission')).toBe('12,500 submissions');
    expect(countText(2, 'entry', 'entries')).toBe('2 entries');
  });

  it('gives sizes in bytes, KB, MB and GB with one decimal', () => {
    expect(sizeText(1)).toBe('1 byte');
    expect(sizeText(512)).toBe('512 bytes');
    expect(sizeText(1536)).toBe('1.5 KB');
    expect(sizeText(1024 * 1024 * 1023)).toBe('1,023.0 MB');
    expect(sizeText(1.5 * 1024 ** 3)).toBe('1.5 GB');
  });
});
