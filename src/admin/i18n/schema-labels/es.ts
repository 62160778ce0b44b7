// The schema's labels in Spanish (English is the YAML's own text, read from
// SCHEMA). Words as the rest of the Spanish admin uses them: a tag is an
// "etiqueta", a template a "plantilla", impersonation "suplantar".
// One file per area (people, content, site), each under 400 lines.
import type { SchemaLabels } from './schema-label-types.js';
import people from './es/people.js';
import content from './es/content.js';
import site from './es/site.js';

export default { ...people, ...content, ...site } satisfies SchemaLabels;
