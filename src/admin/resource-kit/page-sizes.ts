// Table page sizes (spec §9): default 20, choices 10/20/50/100/200/500 labelled 'Show N'.
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100, 200, 500] as const;
export const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((value) => ({ value, label: `Show ${value}` }));
/** Table search is debounced by 500 ms (spec §9). */
export const SEARCH_DEBOUNCE_MS = 500;
