// The list page sizes the server and the screens agree on (contract §2: pageSize 1 to 500, 20 when none is
// asked for; spec §9: tables show 20 rows by default). One file, imported by both sides, so a screen's
// default page and the server's cannot drift apart. No import here: the admin bundle takes only two numbers.

/** Rows per page when a list names none. */
export const DEFAULT_PAGE_SIZE = 20;
/** The largest page the server answers. */
export const MAX_PAGE_SIZE = 500;
