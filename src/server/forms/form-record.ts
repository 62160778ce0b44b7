// A form as the submit, the deliveries and the staff screens read it: its
// JSON columns parsed into the shared shapes (shared/forms/form-config.ts).
// The builder validates them on save; here a column that holds something
// else reads as empty rather than failing a visitor's submit.
import { decodeRow } from '../platform/data/codec.js';
import type { Queryable } from '../platform/db/executor.js';
import type { FormConfig, FormEmailMarketing, FormMetaData } from '../../shared/forms/form-config.js';

export interface FormRecord {
  FrmId: number;
  FrmName: string;
  TId: number | null;
  visible: boolean;
  config: FormConfig;
  meta: FormMetaData;
  marketing: FormEmailMarketing;
}

const objectOf = <T>(value: unknown): Partial<T> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<T>) : {};

export async function readForm(db: Queryable, id: number): Promise<FormRecord | undefined> {
  const stored = await db.first<
    Record<'FrmId' | 'FrmName' | 'TId' | 'FrmVisible' | 'FrmConfig' | 'FrmMetaData' | 'FrmEmailMarketing', unknown>
  >(
    db.builder
      .selectFrom('Form')
      .select(['FrmId', 'FrmName', 'TId', 'FrmVisible', 'FrmConfig', 'FrmMetaData', 'FrmEmailMarketing'])
      .where('FrmId', '=', id)
      .compile(),
  );
  if (!stored) return undefined;
  const row = decodeRow('Form', stored, db.dialect);
  const config = objectOf<FormConfig>(row.FrmConfig);
  const marketing = objectOf<FormEmailMarketing>(row.FrmEmailMarketing);
  return {
    FrmId: row.FrmId,
    FrmName: row.FrmName ?? '',
    TId: row.TId,
    // A null FrmVisible reads as hidden, as it always has (the column's default is true).
    visible: row.FrmVisible === true,
    config: {
      ...config,
      fields: Array.isArray(config.fields) ? config.fields.filter((f) => f && typeof f.name === 'string') : [],
    },
    meta: objectOf<FormMetaData>(row.FrmMetaData),
    marketing: { ...marketing, enabled: marketing.enabled === true },
  };
}

/** The visitor's address for the confirmation e-mail: the configured field, else the form's first e-mail field. */
export function visitorEmailField(form: FormRecord): string | undefined {
  return form.meta.confirmationEmail?.emailField || form.config.fields.find((f) => f.type === 'email')?.name;
}
