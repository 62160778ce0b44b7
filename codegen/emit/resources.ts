// Pure: model → the admin's react-admin resources (design example 1). Per
// entity a folder src/admin/generated/resources/<Entity>/ whose index exports
// { name, list, show, edit, create, icon, recordRepresentation } with the
// screens loaded lazily, plus one registry that App.tsx mounts before the
// hand-written overrides. The screens name their fields explicitly; how a
// field looks is decided by the field registry (src/admin/resource-kit).
import { Project } from 'ts-morph';
import type { EntityMeta, SchemaModel } from '../../src/shared/schema-model.js';
import { banner } from './banner.js';

const RESOURCES_DIR = 'src/admin/generated';

/** An icon per entity family; anything unlisted gets the generic table icon. */
const ICONS: [RegExp, string][] = [
  [/^AspNetUser(s|Roles|Claims|Logins|Tokens)$/, 'People'],
  [/^AspNetRole/, 'AdminPanelSettings'],
  [/^Api/, 'Api'],
  [/^AuditLog$/, 'History'],
  [/^ErrorLog$/, 'ErrorOutline'],
  [/^EmailArchive$/, 'MarkEmailRead'],
  [/^SystemMessages$/, 'Notifications'],
  [/^Content(Block|Version)?$/, 'Article'],
  [/^ContentType$/, 'Category'],
  [/^Event/, 'Event'],
  [/^Form(Submission)?$/, 'Assignment'],
  [/^KeyManager$/, 'Key'],
  [/^News$/, 'Newspaper'],
  [/^Redirect$/, 'AltRoute'],
  [/^Tag(ToContent)?$/, 'AccountTree'],
  [/^Template$/, 'Dashboard'],
  [/^PageCSS$/, 'Style'],
];
const iconOf = (entity: string) => ICONS.find(([re]) => re.test(entity))?.[1] ?? 'TableRows';

const KIT = '../../../resource-kit';
const SCHEMA_IMPORT = `import { SCHEMA } from '../../../../shared/generated/entities.generated.js';`;

function format(name: string, text: string): string {
  const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { jsx: 4 /* react-jsx */ } });
  const file = project.createSourceFile(name, text, { overwrite: true });
  file.formatText({ indentSize: 2, convertTabsToSpaces: true });
  return file.getFullText();
}

const visible = (e: EntityMeta) => e.fieldOrder.filter((f) => !e.fields[f].secret);

function listFile(e: EntityMeta): string {
  return `${SCHEMA_IMPORT}
import { EntityColumn, EntityList } from '${KIT}/EntityList.js';

const entity = SCHEMA.${e.name};

export default function ${e.name}List() {
  return (
    <EntityList entity={entity}>
${e.listColumns.map((c) => `      <EntityColumn entity={entity} name="${c}" />`).join('\n')}
    </EntityList>
  );
}
`;
}

function showFile(e: EntityMeta): string {
  return `${SCHEMA_IMPORT}
import { EntityShow, ShowField } from '${KIT}/EntityScreens.js';

const entity = SCHEMA.${e.name};

export default function ${e.name}Show() {
  return (
    <EntityShow entity={entity}>
${visible(e)
  .map((f) => `      <ShowField field={entity.fields.${f}} />`)
  .join('\n')}
    </EntityShow>
  );
}
`;
}

function inputsFile(e: EntityMeta): string {
  const lines = visible(e).map((f) => {
    const field = e.fields[f];
    const key = e.key.includes(f) ? ' keyField' : '';
    const input = `<FieldInput field={entity.fields.${f}} mode={mode}${key} />`;
    // Server-filled fields (generated keys, stamps, read-only counters) are shown once they exist.
    const serverFilled = field.autoIncrement || field.readOnly || !!field.stamp;
    return serverFilled ? `      {mode === 'edit' && ${input}}` : `      ${input}`;
  });
  return `${SCHEMA_IMPORT}
import { FieldInput, type FormMode } from '${KIT}/field-registry.js';

const entity = SCHEMA.${e.name};

/** The fields of ${e.label}, shared by Create and Edit. */
export function ${e.name}Inputs({ mode }: { mode: FormMode }) {
  return (
    <>
${lines.join('\n')}
    </>
  );
}
`;
}

function formFile(e: EntityMeta, kind: 'Edit' | 'Create'): string {
  return `${SCHEMA_IMPORT}
import { Entity${kind} } from '${KIT}/EntityScreens.js';
import { ${e.name}Inputs } from './Inputs.generated.js';

export default function ${e.name}${kind}() {
  return (
    <Entity${kind} entity={SCHEMA.${e.name}}>
      <${e.name}Inputs mode="${kind === 'Edit' ? 'edit' : 'create'}" />
    </Entity${kind}>
  );
}
`;
}

function indexFile(e: EntityMeta): string {
  // An append-only entity (the audit log) has no edit screen: no one may change its rows.
  const views = ['list', 'show', ...(e.access.appendOnly ? [] : ['edit']), 'create'];
  const file = { list: 'List', show: 'Show', edit: 'Edit', create: 'Create' } as Record<string, string>;
  return `import { lazy } from 'react';
import Icon from '@mui/icons-material/${iconOf(e.name)}';
import type { ResourceDefinition } from '${KIT}/resource-definition.js';

const ${e.name}: ResourceDefinition = {
  name: '${e.name}',
${views.map((v) => `  ${v}: lazy(() => import('./${file[v]}.generated.js')),`).join('\n')}
  icon: Icon,
  recordRepresentation: '${e.recordRepresentation}',
  options: { label: ${JSON.stringify(e.labelPlural)} },
};
export default ${e.name};
`;
}

function registryFile(names: string[]): string {
  return `import type { ResourceDefinition } from '../resource-kit/resource-definition.js';
${names.map((n) => `import ${n} from './resources/${n}/index.generated.js';`).join('\n')}

/** Every entity of the schema as a react-admin resource, in name order. */
export const GENERATED_RESOURCES: ResourceDefinition[] = [${names.join(', ')}];
`;
}

/** Path (relative to the repository) → text, for every generated admin file. */
export function emitResources(model: SchemaModel): Record<string, string> {
  const names = Object.keys(model).sort();
  const out: Record<string, string> = {};
  const put = (path: string, text: string) =>
    (out[`${RESOURCES_DIR}/${path}`] = banner('schema/entities/*.yaml') + format(path, text));
  for (const name of names) {
    const e = model[name];
    const dir = `resources/${name}`;
    put(`${dir}/index.generated.ts`, indexFile(e));
    put(`${dir}/List.generated.tsx`, listFile(e));
    put(`${dir}/Show.generated.tsx`, showFile(e));
    put(`${dir}/Inputs.generated.tsx`, inputsFile(e));
    put(`${dir}/Create.generated.tsx`, formFile(e, 'Create'));
    if (!e.access.appendOnly) put(`${dir}/Edit.generated.tsx`, formFile(e, 'Edit'));
  }
  put('resources.generated.ts', registryFile(names));
  return out;
}
