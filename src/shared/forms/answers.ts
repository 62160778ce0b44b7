// A visitor's post checked against the form's own rules (FrmConfig): the
// public submit enforces it (422 naming each failing field), and the form
// builder's live preview runs the same function, so both say the same thing.
// Pure: no I/O, no clock, no DOM (docs/forms.md "What a submit must meet").
//
// Decisions: answers are plain text (toPlainText) and trimmed; only the
// configured fields are kept — a posted name the form does not ask for is
// dropped silently (sites add their own hidden inputs, analytics tags and
// CSRF tokens; refusing them would break working pages), and `dropped` says
// which, for the log. An empty optional answer is left out. A checkbox
// with options answers a list; every other field answers one value.
import type { FormConfig, FormField } from './form-config.js';
import { isEmailAddress } from '../email-address.js';
import { toPlainText } from './plain-text.js';

export type AnswerValue = string | string[];
export type Answers = Record<string, AnswerValue>;

interface AnswerError {
  /** The field's name (FormField.name): the form-encoded name the page posts. */
  field: string;
  message: string;
}

type AnswerCheck = { ok: true; answers: Answers; dropped: string[] } | { ok: false; errors: AnswerError[] };

/** A form file's token from POST /api/v1/mc/file/form (forms/form-files.ts). */
const FORM_FILE_TOKEN = /^ff_[0-9a-f]{32}$/;

const PHONE_CHARACTERS = /^\+?[0-9 ().\-/]+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TICKED = new Set(['on', 'true', '1', 'yes']);
const UNTICKED = new Set(['', 'off', 'false', '0', 'no']);
const TEXT_LIKE = new Set(['text', 'textarea', 'email', 'phone']);

const quote = (field: FormField) => `"${field.label || field.name}"`;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    date.getUTCFullYear() === Number(m[1]) &&
    date.getUTCMonth() === Number(m[2]) - 1 &&
    date.getUTCDate() === Number(m[3])
  );
}

/** The pattern as the submit applies it (the whole answer, 'u' flag); undefined when it does not compile (the builder refuses those on save). */
export function compilePattern(pattern: string | undefined): RegExp | undefined {
  if (!pattern) return undefined;
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return undefined;
  }
}

/** Checks the posted name/value pairs (URLSearchParams, FormData entries) against the form's fields. */
export function checkAnswers(config: Pick<FormConfig, 'fields'>, posted: Iterable<[string, string]>): AnswerCheck {
  const fields = config.fields ?? [];
  const byName = new Map(fields.map((f) => [f.name, f]));
  const received = new Map<string, string[]>();
  const dropped = new Set<string>();
  for (const [name, raw] of posted) {
    if (!byName.has(name)) {
      dropped.add(name);
      continue;
    }
    const list = received.get(name) ?? [];
    list.push(toPlainText(String(raw)));
    received.set(name, list);
  }
  const answers: Answers = {};
  const errors: AnswerError[] = [];
  for (const field of fields) {
    const result = checkField(field, received.get(field.name) ?? []);
    if (typeof result === 'object' && 'error' in result) errors.push({ field: field.name, message: result.error });
    else if (result !== undefined) answers[field.name] = result;
  }
  return errors.length ? { ok: false, errors } : { ok: true, answers, dropped: [...dropped] };
}

type FieldResult = AnswerValue | undefined | { error: string };

function checkField(field: FormField, values: string[]): FieldResult {
  const present = values.filter((v) => v !== '');
  if (field.type === 'checkbox') return checkCheckbox(field, values, present);
  if (present.length === 0) return field.required ? { error: `${quote(field)} is required` } : undefined;
  if (present.length > 1) return { error: `${quote(field)} takes one answer; ${present.length} were sent` };
  const value = present[0];
  const problem = problemWith(field, value);
  return problem ? { error: problem } : value;
}

function checkCheckbox(field: FormField, values: string[], present: string[]): FieldResult {
  const options = field.options ?? [];
  if (options.length === 0) {
    // A single yes/no tick.
    const ticked = values.some((v) => TICKED.has(v.toLowerCase()));
    const odd = values.find((v) => !TICKED.has(v.toLowerCase()) && !UNTICKED.has(v.toLowerCase()));
    if (odd !== undefined) return { error: `${quote(field)} is a tick box: send "on" or nothing` };
    if (!ticked) return field.required ? { error: `${quote(field)} must be ticked` } : undefined;
    return 'yes';
  }
  if (present.length === 0)
    return field.required ? { error: `${quote(field)}: choose at least one option` } : undefined;
  const allowed = new Set(options.map((o) => o.value));
  const unknown = present.find((v) => !allowed.has(v));
  if (unknown !== undefined) return { error: `${quote(field)} has no option "${unknown.slice(0, 60)}"` };
  return [...new Set(present)];
}

/** What is wrong with one non-empty answer, or undefined. */
function problemWith(field: FormField, value: string): string | undefined {
  const name = quote(field);
  if (TEXT_LIKE.has(field.type)) {
    const length = [...value].length;
    if (field.minLength !== undefined && length < field.minLength)
      return `${name} needs at least ${field.minLength} characters`;
    if (field.maxLength !== undefined && length > field.maxLength)
      return `${name} may have at most ${field.maxLength} characters`;
  }
  switch (field.type) {
    case 'email':
      if (!isEmailAddress(value)) return `${name} must be an e-mail address such as name@example.com`;
      break;
    case 'phone': {
      const digits = value.replace(/\D/g, '').length;
      if (!PHONE_CHARACTERS.test(value) || digits < 7 || digits > 15)
        return `${name} must be a phone number (7 to 15 digits; spaces, dashes, brackets and a leading + allowed)`;
      break;
    }
    case 'number': {
      if (!NUMBER.test(value)) return `${name} must be a number`;
      const n = Number(value);
      const min = typeof field.min === 'number' ? field.min : undefined;
      const max = typeof field.max === 'number' ? field.max : undefined;
      if (min !== undefined && n < min) return `${name} must be at least ${min}`;
      if (max !== undefined && n > max) return `${name} must be at most ${max}`;
      break;
    }
    case 'date': {
      if (!isIsoDate(value)) return `${name} must be a date written YYYY-MM-DD`;
      const min = typeof field.min === 'string' && isIsoDate(field.min) ? field.min : undefined;
      const max = typeof field.max === 'string' && isIsoDate(field.max) ? field.max : undefined;
      if (min && value < min) return `${name} must be on or after ${min}`;
      if (max && value > max) return `${name} must be on or before ${max}`;
      break;
    }
    case 'select':
    case 'radio':
      if (!(field.options ?? []).some((o) => o.value === value)) return `${name} has no option "${value.slice(0, 60)}"`;
      break;
    case 'file':
      if (!FORM_FILE_TOKEN.test(value)) return `${name} must be a file uploaded with this form (upload it again)`;
      break;
  }
  if (TEXT_LIKE.has(field.type) && field.pattern) {
    const pattern = compilePattern(field.pattern);
    if (pattern && !pattern.test(value))
      return field.patternMessage ? `${name}: ${field.patternMessage}` : `${name} is not in the expected format`;
  }
  return undefined;
}
