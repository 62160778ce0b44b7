// The loader names the file and the field of every problem (table-driven).
import { describe, expect, it } from 'vitest';
import { buildModel, loadSchema, SchemaError } from './index.js';

const base = `
name: Thing
key: Id
access: { read: [Admin], write: [Admin] }
fields:
  Id: { type: integer, autoIncrement: true }
  Name: { type: string, length: 50 }
`;

describe('schema loader', () => {
  it('loads the real schema: one entity per file, every one of the spec, and the product\'s own', () => {
    const model = loadSchema();
    // The spec's 30, plus the product's own: Comment (issue 15 item 4), MarketingConsent (item 3), FormDelivery (item 2), AiUsage (item 5), TemplateVersion (issue 16 item 7) and UserSession (issue 25 item 6).
    expect(Object.keys(model)).toHaveLength(36);
    expect(model.UserSession).toBeDefined();
    expect(model.FormDelivery.key).toEqual(['FdId']);
    expect(model.TagToContent.key).toEqual(['TId', 'CId']);
    expect(model.AspNetUserTokens.key).toEqual(['UserId', 'LoginProvider', 'Name']);
    expect(model.AspNetUsers.fields.PasswordHash.secret).toBe(true);
  });

  it('fills in defaults', () => {
    const m = buildModel([{ file: 'Thing.yaml', text: base }]).Thing;
    expect(m).toMatchObject({ table: 'Thing', label: 'Thing', labelPlural: 'Things', recordRepresentation: 'Name', listColumns: ['Id', 'Name'], defaultSort: { field: 'Id', order: 'asc' } });
    expect(m.fields.Name).toMatchObject({ required: false, secret: false, searchable: false, label: 'Name' });
  });

  it('makes list columns and the default sort sortable unless they cannot be indexed or say otherwise', () => {
    const text = base + '  Body: { type: text }\n  Url: { type: string, length: 2000 }\n  Hidden: { type: integer, sortable: true }\n  Quiet: { type: integer, sortable: false }\n  Plain: { type: integer }\n' +
      'listColumns: [Id, Name, Body, Url, Quiet]\ndefaultSort: Plain desc\n';
    const m = buildModel([{ file: 'Thing.yaml', text }]).Thing;
    const sortable = Object.values(m.fields).filter((f) => f.sortable).map((f) => f.name);
    expect(sortable).toEqual(['Id', 'Name', 'Hidden', 'Plain']);
  });

  it.each([
    ['not YAML', ':\n  - [', 'Thing.yaml: not valid YAML'],
    ['bad type', base.replace('type: string, length: 50', 'type: varchar'), 'Thing.yaml: field Name: type must be one of'],
    ['string without length', base.replace(', length: 50', ''), 'Thing.yaml: field Name: string needs a length'],
    ['unknown option', base.replace('length: 50', 'length: 50, colour: red'), 'Thing.yaml: field Name: unknown option "colour"'],
    ['unknown setting', base + 'colour: red\n', 'Thing.yaml: unknown setting "colour"'],
    ['key not a field', base.replace('key: Id', 'key: Nope'), 'Thing.yaml: key field Nope is not among the fields'],
    ['bad role', base.replace('read: [Admin]', 'read: [Editor]'), 'Thing.yaml: access: read: unknown role "Editor"'],
    ['unscoped maintenance write', base.replace('write: [Admin]', 'write: [Maintenance User]'), 'Thing.yaml: access: a Maintenance User may write only a scoped entity'],
    ['bad reference', base + '  Other: { type: integer, references: Nowhere.Id }\n', 'Thing.yaml: field Other: references Nowhere.Id does not exist'],
    ['reference type mismatch', base + '  Self: { type: string, length: 5, references: Thing.Id }\n', 'Thing.yaml: field Self: references Thing.Id is integer, this field is string'],
    ['secret searchable', base.replace('length: 50', 'length: 50, secret: true, searchable: true'), 'Thing.yaml: field Name: a secret field cannot be searchable'],
    ['file name', base.replace('name: Thing', 'name: Other'), 'Thing.yaml: the file must be named Other.yaml'],
    ['autoIncrement non-key', base.replace('length: 50', 'length: 50, autoIncrement: true'), 'Thing.yaml: field Name: autoIncrement is for integer key fields only'],
    ['bad default', base.replace('length: 50', 'length: 50, default: 5'), 'Thing.yaml: field Name: default 5 does not fit type string'],
    ['stamp on wrong type', base.replace('length: 50', 'length: 50, stamp: created'), 'Thing.yaml: field Name: stamp created needs a datetime field'],
    ['sortable text', base + '  Body: { type: text, sortable: true }\n', 'Thing.yaml: field Body: a text field cannot be sortable'],
    ['sortable json', base + '  Data: { type: json, sortable: true }\n', 'Thing.yaml: field Data: a json field cannot be sortable'],
    ['sortable long string', base + '  Url: { type: string, length: 2000, sortable: true }\n', 'Thing.yaml: field Url: a string longer than 800 characters cannot be sortable'],
    ['sortable not a flag', base.replace('length: 50', 'length: 50, sortable: yes'), 'Thing.yaml: field Name: sortable must be true or false'],
    ['default sort marked unsortable', base.replace('length: 50', 'length: 50, sortable: false') + 'defaultSort: Name\n', 'Thing.yaml: defaultSort: every list opens sorted by Name, so it must be sortable, but it is marked sortable: false'],
    ['default sort on text', base + '  Body: { type: text }\ndefaultSort: Body desc\n', 'Thing.yaml: defaultSort: every list opens sorted by Body, so it must be sortable, but a text field cannot be sortable'],
    ['access neither roles nor rules', base.replace('access: { read: [Admin], write: [Admin] }', 'access: 5'), 'Thing.yaml: access: must be a role, a list of roles, or { read, write, scope, appendOnly }'],
    ['access shorthand with a bad role', base.replace('access: { read: [Admin], write: [Admin] }', 'access: Editor'), 'Thing.yaml: access: read: unknown role "Editor"'],
    ['secret listed', base.replace('length: 50', 'length: 50, secret: true') + 'listColumns: [Name]\n', 'Thing.yaml: listColumns: Name is secret'],
  ])('reports %s', (_name, text, message) => {
    let error: unknown;
    try {
      buildModel([{ file: 'Thing.yaml', text }]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).problems.join('\n')).toContain(message);
  });

  it('reads `access: Admin` and `access: [Admin, Maintenance User]` as read and write for those roles', () => {
    const shorthand = (access: string) => base.replace('access: { read: [Admin], write: [Admin] }', `access: ${access}`);
    expect(buildModel([{ file: 'Thing.yaml', text: shorthand('Admin') }]).Thing.access).toEqual({ read: ['Admin'], write: ['Admin'], appendOnly: false });
    expect(() => buildModel([{ file: 'Thing.yaml', text: shorthand('[Admin, Maintenance User]') }])).toThrow(/a Maintenance User may write only a scoped entity/);
  });

  it('reports every problem at once', () => {
    const text = base.replace('type: integer', 'type: nope').replace('read: [Admin]', 'read: [Nobody]');
    expect(() => buildModel([{ file: 'Thing.yaml', text }])).toThrow(/2 problem/);
  });
});
