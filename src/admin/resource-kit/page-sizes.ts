// Table page sizes (spec §9): default 20, choices 10/20/50/100/200/500 labelled 'Show N'.
import type { TranslateFunction } from 'react-admin';

export { DEFAULT_PAGE_SIZE } from '../../shared/page-sizes.js';
export const PAGE_SIZES = [10, 20, 50, 100, 200, 500] as const;
/** The choices labelled in the reader's language ('Show 20' in English). */
export const pageSizeOptions = (text: TranslateFunction) =>
  PAGE_SIZES.map((value) => ({ value, label: text('resource-kit.list.show', { count: value }) }));
/** The choices in English, for screens not yet speaking the reader's language. */
export const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((value) => ({ value, label: `Show ${value}` }));

/** Table search is debounced by 500 ms (spec §9). */
export const SEARCH_DEBOUNCE_MS = 500;
