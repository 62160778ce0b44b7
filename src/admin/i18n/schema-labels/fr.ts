// The schema's labels in French (English is the YAML's own text, read from
// SCHEMA). Words as the rest of the French admin uses them: a tag is an
// « étiquette » (the tag editor), impersonation « incarner ».
// One file per area (people, content, site), each under 400 lines.
import type { SchemaLabels } from './schema-label-types.js';
import people from './fr/people.js';
import content from './fr/content.js';
import site from './fr/site.js';

export default { ...people, ...content, ...site } satisfies SchemaLabels;
