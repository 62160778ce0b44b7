// The whole form as the builder edits it, from and back to the Form record.
// Settings the builder has no input for (a description, the honeypot's name,
// a closed flag …) ride along untouched, so saving never loses them.
import type { FormConfig, FormEmailMarketing, FormMetaData } from '../../../../shared/forms/form-config.js';
import { validateFormColumns, type FormIssue } from '../../../../shared/forms/validate-config.js';
import type { JsonValue } from '../../../../shared/generated/entities.generated.js';
import { editorFieldOf, formFieldOf, type EditorField } from './field-model.js';
import type { FormRecord, FormWrite } from './form-api.js';

export interface FormScripts {
  onLoad: string;
  onSubmit: string;
  [other: string]: unknown;
}

export interface BuilderState {
  name: string;
  visible: boolean;
  fields: EditorField[];
  config: Omit<FormConfig, 'fields'>;
  meta: FormMetaData;
  /** FrmMetaData.notify.to as typed: addresses separated by commas. */
  recipients: string;
  marketing: FormEmailMarketing;
  scripts: FormScripts;
}

const objectOr = <T>(v: unknown, fallback: T): T =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as T) : fallback;

export function stateOf(record?: FormRecord): BuilderState {
  const config = objectOr<FormConfig>(record?.FrmConfig, { fields: [] });
  const { fields, ...rest } = config;
  const meta = objectOr<FormMetaData>(record?.FrmMetaData, {});
  const scripts = objectOr<Partial<FormScripts>>(record?.FrmJavaScript, {});
  return {
    name: record?.FrmName ?? '',
    visible: record ? record.FrmVisible !== false : true,
    fields: (Array.isArray(fields) ? fields : []).map(editorFieldOf),
    config: { submitText: 'Send', ...rest },
    meta,
    recipients: (meta.notify?.to ?? []).join(', '),
    marketing: objectOr<FormEmailMarketing>(record?.FrmEmailMarketing, { enabled: false }),
    scripts: { ...scripts, onLoad: String(scripts.onLoad ?? ''), onSubmit: String(scripts.onSubmit ?? '') },
  };
}

const recipientsOf = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Empty strings out: an unset setting is absent, as the demo forms write it. */
function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== '' && v !== undefined)) as T;
}

export function configOf(state: BuilderState): FormConfig {
  return { ...compact(state.config), fields: state.fields.map(formFieldOf) };
}

function metaOf(state: BuilderState): FormMetaData {
  const meta: FormMetaData = { ...state.meta };
  const to = recipientsOf(state.recipients);
  if (to.length || state.meta.notify?.subject) meta.notify = compact({ ...state.meta.notify, to });
  else delete meta.notify;
  if (meta.confirmationEmail) meta.confirmationEmail = compact(meta.confirmationEmail);
  return meta;
}

function marketingOf(state: BuilderState): FormEmailMarketing {
  const m = compact({ ...state.marketing });
  if (m.fieldMap) m.fieldMap = Object.fromEntries(Object.entries(m.fieldMap).filter(([k, v]) => k.trim() && v));
  return m;
}

export function writeOf(state: BuilderState): FormWrite {
  return {
    FrmName: state.name.trim(),
    FrmVisible: state.visible,
    FrmConfig: configOf(state) as unknown as JsonValue,
    FrmMetaData: metaOf(state) as unknown as JsonValue,
    FrmJavaScript: state.scripts as unknown as JsonValue,
    FrmEmailMarketing: marketingOf(state) as unknown as JsonValue,
  };
}

/** The message key of a missing name (the rules' own messages come worded from shared/forms/validate-config.ts). */
export const NAME_MISSING = 'forms.builder.needsName';

/** What the server would refuse, checked before sending (the same rules: shared/forms/validate-config.ts); a missing name's message is NAME_MISSING. */
export function issuesOf(state: BuilderState): FormIssue[] {
  const issues = validateFormColumns({
    FrmConfig: configOf(state),
    FrmMetaData: metaOf(state),
    FrmEmailMarketing: marketingOf(state),
  });
  return state.name.trim() ? issues : [{ path: 'FrmName', message: NAME_MISSING }, ...issues];
}

/** Messages by path ("FrmConfig.fields[0].name"); the first per path wins. */
export function errorsByPath(issues: readonly FormIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path] ??= i.message;
  return out;
}
