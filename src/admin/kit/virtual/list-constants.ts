// Lists (spec §9): "the scroll is reset after 150 ms; overscan is 1".
/** Rows drawn beyond each edge of a virtualised list's viewport. */
export const LIST_OVERSCAN = 1;
/** After a list's page or filter changes, its scroll goes back to the top this much later (the new rows have drawn by then). */
export const SCROLL_RESET_DELAY_MS = 150;
