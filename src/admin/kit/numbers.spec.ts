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

describe('small whole numbers without a formatter (issue 41: no Intl.NumberFormat made for them on opening)', () => {
  it('writes 0 to 999 as each language’s formatter does, and makes no formatter for them', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (const language of [undefined, 'en', 'fr', 'de', 'es'])
      for (const n of [0, 7, 45, 999]) expect(formatNumber(n, language)).toBe(String(n));
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    for (const [language, locale] of [
      ['en', 'en-US'],
      ['fr', 'fr-FR'],
      ['de', 'de-DE'],
      ['es', 'es-ES'],
    ] as const) {
      const intl = new Intl.NumberFormat(locale);
      for (let n = 0; n < 1000; n++) expect(formatNumber(n, language)).toBe(intl.format(n));
      expect(formatNumber(1000, language)).toBe(intl.format(1000));
      expect(formatNumber(12.5, language)).toBe(intl.format(12.5));
      expect(formatNumber(-3, language)).toBe(intl.format(-3));
    }
  });
});
