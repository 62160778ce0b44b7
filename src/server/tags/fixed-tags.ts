// The tags whose ids the product relies on (spec §3 "Tag ids for feature
// areas", §2.6 and §9: Dashboard 2, section 50 open at the start, the feature
// switches, the menus 53-56, the content sections 201-214 …) and the section
// and root ids the seed fixes for the dashboard (src/shared/fixed-tags.ts).
// The tag editor never deletes them nor moves them out of their parent:
// code, claims and the dashboard find them by id.
import { SECTION, TAG } from '../../shared/fixed-tags.js';

const FIXED_TAG_IDS: ReadonlySet<number> = new Set<number>([...Object.values(TAG), ...Object.values(SECTION)]);

export const isFixedTag = (id: number) => FIXED_TAG_IDS.has(id);
