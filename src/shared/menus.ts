// The site menus' root tags (spec §3.10: Primary, Secondary, Footer and
// Sidebar Navigation). Each menu's items are the tags below its root.
export const MENU_TAG_IDS: readonly number[] = [53, 54, 55, 56];
