// The builder's working copy of a form's fields: every input kept as the text
// the user typed (a half-typed bound stays as typed), a stable key per field
// for dnd-kit and React, and whether the name still follows the label. Turned
// into FrmConfig's FormField (shared/forms/form-config.ts) for the preview and
// the save, with the settings that do not apply to the field's type left out.
import type { FormField, FormFieldOption, FormFieldType } from '../../../../shared/forms/form-config.js';
import { CHOICE_FIELD_TYPES } from '../../../../shared/forms/form-config.js';

export interface EditorField {
  key: string;
  /** False while the name is derived from the label; true once the user edits the name. */
  nameEdited: boolean;
  name: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  options: FormFieldOption[];
  minLength: string;
  maxLength: string;
  min: string;
  max: string;
  pattern: string;
  patternMessage: string;
  placeholder: string;
  helpText: string;
  rows: string;
  accept: string;
  autocomplete: string;
}

/** The key of each field type's name in the message files (messages/forms). */
export const FIELD_TYPE_TEXTS: Record<FormFieldType, string> = {
  text: 'forms.fields.types.text',
  email: 'forms.fields.types.email',
  phone: 'forms.fields.types.phone',
  number: 'forms.fields.types.number',
  date: 'forms.fields.types.date',
  select: 'forms.fields.types.select',
  checkbox: 'forms.fields.types.checkbox',
  radio: 'forms.fields.types.radio',
  textarea: 'forms.fields.types.textarea',
  file: 'forms.fields.types.file',
};

export const TEXT_LIKE: readonly FormFieldType[] = ['text', 'email', 'phone', 'textarea'];
export const hasOptions = (type: FormFieldType) => CHOICE_FIELD_TYPES.includes(type);
export const hasBounds = (type: FormFieldType) => type === 'number' || type === 'date';
export const hasPlaceholder = (type: FormFieldType) => TEXT_LIKE.includes(type) || type === 'number';

let counter = 0;
const newKey = () => `field-${++counter}`;

/** A field name from its label: "Your e-mail" → "your_e_mail"; starts with a letter, unique among `taken`. */
function nameFromLabel(label: string, taken: readonly string[]): string {
  let base = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 56);
  if (!base) return '';
  if (!/^[a-z]/.test(base)) base = `field_${base}`;
  const lower = new Set(taken.map((t) => t.toLowerCase()));
  let name = base;
  for (let n = 2; lower.has(name); n++) name = `${base}_${n}`;
  return name;
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function editorFieldOf(f: FormField): EditorField {
  return {
    key: newKey(),
    nameEdited: true,
    name: f.name ?? '',
    label: f.label ?? '',
    type: f.type,
    required: !!f.required,
    options: (f.options ?? []).map((o) => ({ value: o.value, text: o.text })),
    minLength: text(f.minLength),
    maxLength: text(f.maxLength),
    min: text(f.min),
    max: text(f.max),
    pattern: f.pattern ?? '',
    patternMessage: f.patternMessage ?? '',
    placeholder: f.placeholder ?? '',
    helpText: f.helpText ?? '',
    rows: text(f.rows),
    accept: f.accept ?? '',
    autocomplete: f.autocomplete ?? '',
  };
}

export function newEditorField(type: FormFieldType): EditorField {
  return {
    ...editorFieldOf({ name: '', label: '', type }),
    nameEdited: false,
    options: type === 'select' || type === 'radio' ? [{ value: 'option_1', text: 'Option 1' }] : [],
    rows: type === 'textarea' ? '4' : '',
  };
}

/** A number the user typed, or the text itself so the server names it (never silently dropped). */
const num = (s: string): number | string | undefined => {
  const t = s.trim();
  if (!t) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
};

/** The FormField this editor field saves as: only the settings its type has, empty ones left out. */
export function formFieldOf(e: EditorField): FormField {
  const f: FormField = { name: e.name.trim(), label: e.label.trim(), type: e.type };
  if (e.required) f.required = true;
  if (hasOptions(e.type) && e.options.length)
    f.options = e.options.map((o) => ({ value: o.value.trim(), text: o.text.trim() }));
  if (TEXT_LIKE.includes(e.type)) {
    const minLength = num(e.minLength);
    const maxLength = num(e.maxLength);
    if (minLength !== undefined) f.minLength = minLength as number;
    if (maxLength !== undefined) f.maxLength = maxLength as number;
    if (e.pattern) f.pattern = e.pattern;
    if (e.pattern && e.patternMessage.trim()) f.patternMessage = e.patternMessage.trim();
  }
  if (e.type === 'number') {
    const min = num(e.min);
    const max = num(e.max);
    if (min !== undefined) f.min = min;
    if (max !== undefined) f.max = max;
  }
  if (e.type === 'date') {
    if (e.min) f.min = e.min;
    if (e.max) f.max = e.max;
  }
  if (hasPlaceholder(e.type) && e.placeholder.trim()) f.placeholder = e.placeholder.trim();
  if (e.helpText.trim()) f.helpText = e.helpText.trim();
  if (e.type === 'textarea') {
    const rows = num(e.rows);
    if (rows !== undefined) f.rows = rows as number;
  }
  if (e.type === 'file' && e.accept.trim()) f.accept = e.accept.trim();
  if (e.autocomplete.trim()) f.autocomplete = e.autocomplete.trim();
  return f;
}

/** A change to one field; a label change carries the name along until the name is edited. */
export function changedField(fields: EditorField[], key: string, change: Partial<EditorField>): EditorField[] {
  return fields.map((f) => {
    if (f.key !== key) return f;
    const next = { ...f, ...change };
    if ('name' in change) next.nameEdited = true;
    else if ('label' in change && !f.nameEdited) {
      next.name = nameFromLabel(
        change.label ?? '',
        fields.filter((o) => o.key !== key).map((o) => o.name),
      );
    }
    return next;
  });
}

/** The list with the item at `from` moved to `to` (unchanged when `to` is outside it). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}
