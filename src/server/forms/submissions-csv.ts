// A form's submissions as CSV (spec §7 "A CSV export can re-fetch all
// rows"): a column per field of the form, in its order, headed by the
// field's label, then the tracking values and the delivery status. Cells go
// through shared/csv.ts, which quotes and defuses formulas (= + - @ …) so a
// visitor's answer never runs in a spreadsheet.
import { csvCell } from '../../shared/csv.js';
import type { SubmissionItem } from '../../shared/api/form-submissions.js';
import type { FormRecord } from './form-record.js';

function csvColumns(form: FormRecord): { header: string; value: (s: SubmissionItem) => unknown }[] {
  const answer = (name: string) => (s: SubmissionItem) => {
    const v = s.answers[name];
    return Array.isArray(v) ? v.join('; ') : (v ?? '');
  };
  return [
    { header: 'Id', value: (s) => s.FsId },
    { header: 'Submitted', value: (s) => s.FsDate },
    ...form.config.fields.map((f) => ({ header: f.label || f.name, value: answer(f.name) })),
    { header: 'Medium', value: (s) => s.FsMedium ?? '' },
    { header: 'Source', value: (s) => s.FsSource ?? '' },
    { header: 'Delivery status', value: (s) => s.deliveryStatus },
  ];
}

/** The CSV text, a batch of rows at a time. */
export async function* submissionsCsv(
  form: FormRecord,
  batches: AsyncIterable<SubmissionItem[]>,
): AsyncGenerator<string> {
  const columns = csvColumns(form);
  // A byte-order mark, so spreadsheet programs read the UTF-8 as UTF-8.
  yield '\ufeff' + columns.map((c) => csvCell(c.header)).join(',') + '\r\n';
  for await (const batch of batches)
    yield batch.map((s) => columns.map((c) => csvCell(c.value(s))).join(',') + '\r\n').join('');
}

export const csvFileName = (form: FormRecord) =>
  `${
    form.FrmName.replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'form'
  }-submissions.csv`;
