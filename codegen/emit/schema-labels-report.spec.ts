// The "to translate" report (issue 40 item 1): what a language's labels lack
// and what they name in vain, never an error, and what `npm run gen` prints.
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../schema/index.js';
import { describeLabelsReport, emitLabelsReport, labelsReport } from './schema-labels-report.js';

const model = buildModel([
  {
    file: 'ProbeNote.yaml',
    text: 'name: ProbeNote\nkey: PnId\naccess: Admin\nfields:\n  PnId: { type: integer, autoIncrement: true }\n  PnTitle: { type: string, length: 80, required: true, label: Title }\n',
  },
]);

describe('labelsReport', () => {
  it('lists a new entity and each of its fields as to translate, in schema order', () => {
    const report = labelsReport(model, { fr: {} });
    expect(report.toTranslate.fr).toEqual([
      'ProbeNote.label',
      'ProbeNote.labelPlural',
      'ProbeNote.fields.PnId',
      'ProbeNote.fields.PnTitle',
    ]);
    expect(report.stale.fr).toEqual([]);
  });

  it('counts a blank translation as missing, and lists what the schema no longer has as stale', () => {
    const report = labelsReport(model, {
      de: {
        ProbeNote: { label: 'Notiz', labelPlural: ' ', fields: { PnId: 'ID', PnTitle: 'Titel', PnGone: 'Weg' } },
        OldThing: { label: 'Alt' },
      },
    });
    expect(report.toTranslate.de).toEqual(['ProbeNote.labelPlural']);
    expect(report.stale.de).toEqual(['ProbeNote.fields.PnGone', 'OldThing']);
  });

  it('prints one line per language with something to do, and nothing when every language is complete', () => {
    const lines = describeLabelsReport(
      labelsReport(model, {
        fr: {},
        es: { ProbeNote: { label: 'Nota', labelPlural: 'Notas', fields: { PnId: 'ID', PnTitle: 'Título' } } },
      }),
    );
    expect(lines).toEqual([
      'to translate (fr, shown in English meanwhile): ProbeNote.label, ProbeNote.labelPlural, ProbeNote.fields.PnId, ProbeNote.fields.PnTitle',
    ]);
    expect(describeLabelsReport(labelsReport(model, {}))).toEqual([]);
    expect(emitLabelsReport(labelsReport(model, { fr: {} }))).toContain('"ProbeNote.fields.PnTitle"');
  });
});
