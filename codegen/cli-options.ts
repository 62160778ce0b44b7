// The generator's flags for changes that are not additive (schema/README.md,
// "Changes that are not additive"): each may be given several times, as
// `--flag value` or `--flag=value`.
//   --rename Old=New             an entity (and its table when named after it)
//   --rename Entity.Old=New      a field
//   --allow-drop Entity          drop the entity's table and its rows
//   --allow-drop Entity.Field    drop the field's column and its values
//   --allow-type-change Entity.Field   a type change that may change or lose values
//   --allow-null Entity.Field    a new required field without a default (the table is empty)
import type { DiffOptions } from './emit/migration-diff.js';

const FLAGS = {
  '--rename': 'renames',
  '--allow-drop': 'allowDrop',
  '--allow-type-change': 'allowTypeChange',
  '--allow-null': 'allowNull',
} as const;

export function migrationOptions(argv: string[]): Omit<DiffOptions, 'required'> {
  const out: Required<Omit<DiffOptions, 'required'>> = {
    renames: [],
    allowDrop: [],
    allowTypeChange: [],
    allowNull: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].split(/=(.*)/s, 2) as [string, string | undefined];
    if (!(name in FLAGS)) continue;
    const value = inline ?? argv[++i];
    if (!value || value.startsWith('--'))
      throw new Error(
        `npm run gen: ${name} needs a value (e.g. ${name} ${name === '--rename' ? 'Entity.Old=New' : 'Entity.Field'})`,
      );
    out[FLAGS[name as keyof typeof FLAGS]].push(value);
  }
  return out;
}
