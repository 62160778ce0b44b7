// Rules that span entities: references must point at an existing field of
// the same type.
import type { SchemaModel } from '../src/shared/schema-model.js';

export function checkCrossReferences(model: SchemaModel, problems: string[]): void {
  for (const entity of Object.values(model)) {
    for (const field of Object.values(entity.fields)) {
      const ref = field.references;
      if (!ref) continue;
      const where = `${entity.name}.yaml: field ${field.name}: references ${ref.entity}.${ref.field}`;
      const target = model[ref.entity]?.fields[ref.field];
      if (!target) problems.push(`${where} does not exist`);
      else if (target.type !== field.type) problems.push(`${where} is ${target.type}, this field is ${field.type}`);
    }
  }
}
