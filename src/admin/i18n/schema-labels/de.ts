// The schema's labels in German (English is the YAML's own text, read from
// SCHEMA). Words as the rest of the German admin uses them: "Tag", "Vorlage",
// "Prüfprotokoll", impersonation "verkörpern".
// One file per area (people, content, site), each under 400 lines.
import type { SchemaLabels } from './schema-label-types.js';
import people from './de/people.js';
import content from './de/content.js';
import site from './de/site.js';

export default { ...people, ...content, ...site } satisfies SchemaLabels;
