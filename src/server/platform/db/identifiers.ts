// Quoting names into SQL text. Identifiers come from the schema (checked
// identifiers) or from code, and are always quoted.
export const q = (id: string) => `"${id.replace(/"/g, '""')}"`;
