// What a setting accepts, in words, read from its schema: the same phrase ends
// the start-up message for a bad value ("PORT must be <this>, got …") and fills
// the "accepts" column of the generated settings table.
import type { SettingDeclaration } from './schema.js';

interface JsonSchema {
  type?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  anyOf?: Array<{ const?: unknown; description?: string }>;
}

export function describeAccepted(setting: SettingDeclaration): string {
  if (setting.accepts) return setting.accepts;
  const schema = setting.type as JsonSchema;
  if (schema.anyOf)
    return orList(schema.anyOf.map((c) => `"${String(c.const)}"${c.description ? ` (${c.description})` : ''}`));
  switch (schema.type) {
    case 'integer':
      return wholeNumber(schema.minimum, schema.maximum);
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a comma-separated list';
    case 'string':
      return schema.minLength ? `at least ${schema.minLength} characters` : 'any text';
  }
  // A new kind of setting must say in words what it accepts before it can be declared.
  throw new Error(
    `settings schema: no description of what ${JSON.stringify(setting.type)} accepts; give the setting an "accepts" text`,
  );
}

function wholeNumber(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `a whole number from ${min} to ${max}`;
  if (min !== undefined) return `a whole number of at least ${min}`;
  return 'a whole number';
}

function orList(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}` : items[0];
}
