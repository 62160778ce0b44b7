// Numbers as staff read them (spec §9: "Numbers are formatted in the en-US
// style"): 1,234,567 and 1,234.5 whatever the browser's own locale, in
// counts, totals, sizes and the lists' "1-20 of 1,234". One formatter for the
// whole admin, so no screen prints a bare 1234567 or a German 1.234.
export const NUMBER_LOCALE = 'en-US';

const WHOLE = new Intl.NumberFormat(NUMBER_LOCALE);
const ONE_DECIMAL = new Intl.NumberFormat(NUMBER_LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 1234567 → '1,234,567'; 1234.56 → '1,234.56'. */
export const formatNumber = (n: number): string => WHOLE.format(n);

/** A count with its noun: (1, 'file') → '1 file'; (1234, 'file') → '1,234 files'; an irregular plural is given. */
export const countText = (n: number, singular: string, plural = `${singular}s`): string => `${formatNumber(n)} ${n === 1 ? singular : plural}`;

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** A file size: 512 → '512 bytes', 1536 → '1.5 KB', 1.5e9 → '1.4 GB'. */
export function sizeText(bytes: number): string {
  if (bytes < KB) return countText(bytes, 'byte');
  if (bytes < MB) return `${ONE_DECIMAL.format(bytes / KB)} KB`;
  if (bytes < GB) return `${ONE_DECIMAL.format(bytes / MB)} MB`;
  return `${ONE_DECIMAL.format(bytes / GB)} GB`;
}
