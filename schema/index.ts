// Loads schema/entities/*.yaml and turns them into the normalized model.
// Every error names the file and the field, and all errors are reported at
// once so a schema author fixes them in one pass.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { normalizeEntity, type RawEntity } from './normalize.js';
import { checkCrossReferences } from './cross-check.js';
import type { SchemaModel } from '../src/shared/schema-model.js';

export class SchemaError extends Error {
  constructor(readonly problems: string[]) {
    super(`The schema has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    this.name = 'SchemaError';
  }
}

const ENTITIES_DIR = fileURLToPath(new URL('./entities/', import.meta.url));

interface SchemaSource {
  file: string;
  text: string;
}

export function readSchemaSources(dir = ENTITIES_DIR): SchemaSource[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .sort()
    .map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8') }));
}

/** Pure: sources in, model out (or a SchemaError listing every problem). */
export function buildModel(sources: SchemaSource[]): SchemaModel {
  const problems: string[] = [];
  const model: SchemaModel = {};
  const lowerNames = new Map<string, string>();
  for (const { file, text } of sources) {
    let raw: unknown;
    try {
      raw = parseYaml(text);
    } catch (e) {
      problems.push(`${file}: not valid YAML: ${(e as Error).message.split('\n')[0]}`);
      continue;
    }
    const entity = normalizeEntity(file, raw as RawEntity, problems);
    if (!entity) continue;
    const stem = basename(file).replace(/\.ya?ml$/, '');
    if (stem !== entity.name) problems.push(`${file}: the file must be named ${entity.name}.yaml`);
    const clash = lowerNames.get(entity.name.toLowerCase());
    if (clash) problems.push(`${file}: entity ${entity.name} clashes with ${clash} (names are matched case-insensitively)`);
    lowerNames.set(entity.name.toLowerCase(), entity.name);
    model[entity.name] = entity;
  }
  checkCrossReferences(model, problems);
  if (problems.length) throw new SchemaError(problems);
  return model;
}

export function loadSchema(dir = ENTITIES_DIR): SchemaModel {
  return buildModel(readSchemaSources(dir));
}
