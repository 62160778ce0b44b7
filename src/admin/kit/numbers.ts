// Numbers as staff read them (spec §9: "Numbers are formatted in the en-US
// style"): 1,234,567 and 1,234.5 whatever the browser's own locale, in
// counts, totals, sizes and the lists' "1-20 of 1,234". One formatter for the
// whole admin, so no screen prints a bare 1234567 or a stray browser style.
// In French, German and Spanish the numbers follow the language instead
// (1 234 567 / 1.234.567; issue 29 item 1, docs/decisions/0103): §9 words the
// English product. Without a language the English (en-US) style applies.
export const NUMBER_LOCALE = 'en-US';

/** The Intl locale of a language's numbers: English keeps the spec's en-US; the others their country's usual style. */
const INTL_LOCALES: Record<string, string> = { en: NUMBER_LOCALE, fr: 'fr-FR', de: 'de-DE', es: 'es-ES' };
export const numberLocaleOf = (language: string | undefined): string => INTL_LOCALES[language ?? 'en'] ?? NUMBER_LOCALE;

// Each formatter is made on first use: making one is the costly part (the browser loads the locale's number
// data), and a list's first paint needs only whole numbers, sizes the one-decimal style (decision 0122).
const formatters = new Map<string, Intl.NumberFormat>();
function formatterOf(language: string | undefined, style: 'whole' | 'oneDecimal'): Intl.NumberFormat {
  const locale = numberLocaleOf(language);
  const key = `${locale} ${style}`;
  let found = formatters.get(key);
  if (!found) {
    found =
      style === 'whole'
        ? new Intl.NumberFormat(locale)
        : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    formatters.set(key, found);
  }
  return found;
}

/**
 * 1234567 → '1,234,567'; 1234.56 → '1,234.56' (in English; `language` 'fr' → '1 234 567'). A whole number from 0
 * to 999 is written the same in the four languages (no separator, ASCII digits): it is written without a formatter,
 * so a list whose numbers are all small (a page's "1-20 of 45", its hit counts) makes none on opening, where the
 * first one cost 20-40 ms of the list's opening task (issue 41, decision 0147).
 */
export const formatNumber = (n: number, language?: string): string =>
  Number.isInteger(n) && n >= 0 && n < 1000 ? String(n) : formatterOf(language, 'whole').format(n);

/** A count with its noun: (1, 'file') → '1 file'; (1234, 'file') → '1,234 files'; an irregular plural is given. */
export const countText = (n: number, singular: string, plural = `${singular}s`): string =>
  `${formatNumber(n)} ${n === 1 ? singular : plural}`;

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** A file size: 512 → '512 bytes', 1536 → '1.5 KB', 1.5e9 → '1.4 GB' (the units are the same words in the four languages but "bytes"). */
export function sizeText(
  bytes: number,
  language?: string,
  byteWords: { one: string; other: string } = { one: 'byte', other: 'bytes' },
): string {
  const oneDecimal = formatterOf(language, 'oneDecimal');
  if (bytes < KB) return `${formatNumber(bytes, language)} ${bytes === 1 ? byteWords.one : byteWords.other}`;
  if (bytes < MB) return `${oneDecimal.format(bytes / KB)} KB`;
  if (bytes < GB) return `${oneDecimal.format(bytes / MB)} MB`;
  return `${oneDecimal.format(bytes / GB)} GB`;
}
