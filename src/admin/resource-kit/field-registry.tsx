// Field type → component (design example 6): one entry per FieldKind with the
// component that shows a value and the one that edits it. Generated screens
// name fields; this registry decides how each kind looks. Each gets the
// field's label in the user's language (FieldValue, FieldInput).
import { pickerEmptyText } from '../kit/picker-words.js';
import { lazy, Suspense, type ReactElement } from 'react';
import { Skeleton, Typography } from '@mui/material';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  maxLength,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  required,
  TextField,
  TextInput,
  useLocaleState,
  useRecordContext,
} from 'react-admin';
import { SCHEMA } from '../../shared/generated/entities.generated.js';
import type { FieldMeta } from '../../shared/schema-model.js';
import { isBlankRequiredText } from '../../shared/required-text.js';
import { fieldKind, isServerWritten, type FieldKind } from './field-kind.js';
import { JsonInput } from './JsonInput.js';
import { richTextWords } from './rich-text.js';
import { RichTextEditor } from './RichTextEditor.js';
import { RichTextField } from './RichTextField.js';
import { useDates } from '../kit/dates/use-dates.js';
import { formatDateTime } from '../../shared/dates.js';
import { formatNumber, NUMBER_LOCALE, numberLocaleOf } from '../kit/numbers.js';
import { useSchemaLabels } from '../i18n/use-schema-labels.js';

export type FormMode = 'create' | 'edit';

interface Entry {
  /** `locale`: the Intl locale of the user's language (numberLocaleOf), for numbers and dates; en-US without one. */
  Field(props: { field: FieldMeta; label: string; locale?: string }): ReactElement;
  Input(props: { field: FieldMeta; label: string; mode: FormMode; keyField: boolean }): ReactElement;
}

// The date input's calendar (@mui/x-date-pickers, 133 kB) loads with the first form that shows a date, not
// with every list and record this registry draws (issue 41: the lists' opening work; guarded by
// tests/http/screen-chunks.test.ts). Its place is held meanwhile, the input's height, so the form does not move.
const SpecDateInput = lazy(() => import('./SpecDateInput.js').then((m) => ({ default: m.SpecDateInput })));
const DATE_INPUT_PLACE = <Skeleton variant="rounded" aria-hidden height={48} sx={{ mt: 1, mb: 3, maxWidth: 280 }} />;

const EN_US = NUMBER_LOCALE; // spec §9: numbers in en-US style

/** A required text holds more than white space, as the server requires (shared/required-text.ts): react-admin's own words for a missing value. */
const notBlank = (field: FieldMeta) => (value: unknown) =>
  isBlankRequiredText(field, value) ? 'ra.validation.required' : undefined;

function validators(field: FieldMeta) {
  return [...(field.required ? [required(), notBlank(field)] : []), ...(field.length ? [maxLength(field.length)] : [])];
}

/** A create form starts from the schema's default, as the server would store it. */
const initial = (field: FieldMeta, mode: FormMode) =>
  mode === 'create' && field.default !== undefined && field.default !== null ? { defaultValue: field.default } : {};

/** Key fields are chosen at create and fixed afterwards; server-written fields are never edited. */
const locked = (field: FieldMeta, mode: FormMode, keyField: boolean) =>
  isServerWritten(field) || (keyField && mode === 'edit');

function JsonField({ field }: { field: FieldMeta }) {
  const record = useRecordContext();
  const value = record?.[field.name];
  if (value === undefined || value === null) return <span />;
  const text = JSON.stringify(value);
  return <code title={text}>{text.length > 80 ? `${text.slice(0, 80)}…` : text}</code>;
}

/** The resource and label field of a reference, when the target's single key is the referenced field. */
function referenceTarget(field: FieldMeta) {
  const target = field.references && SCHEMA[field.references.entity];
  if (!target || target.key.length !== 1 || target.key[0] !== field.references!.field) return undefined;
  return target;
}

const text: Entry = {
  Field: ({ field, label }) => <TextField source={field.name} label={label} />,
  Input: ({ field, label, mode, keyField }) => (
    <TextInput
      source={field.name}
      label={label}
      {...initial(field, mode)}
      validate={validators(field)}
      disabled={locked(field, mode, keyField)}
      multiline={field.type === 'text'}
      fullWidth={field.type === 'text'}
    />
  ),
};

// Ids are names, not quantities: no thousands separator on keys and references.
const isIdentifier = (field: FieldMeta) => field.autoIncrement || !!field.references;

const number: Entry = {
  Field: ({ field, label, locale }) => (
    <NumberField
      source={field.name}
      label={label}
      locales={locale ?? EN_US}
      options={isIdentifier(field) ? { useGrouping: false } : undefined}
    />
  ),
  Input: ({ field, label, mode, keyField }) => (
    <NumberInput
      source={field.name}
      label={label}
      {...initial(field, mode)}
      validate={validators(field)}
      disabled={locked(field, mode, keyField)}
    />
  ),
};

const FIELD_REGISTRY: Record<FieldKind, Entry> = {
  integer: number,
  number,
  string: text,
  text,
  uuid: text,
  richText: {
    Field: RichTextField,
    Input: ({ field, label, mode, keyField }) => (
      <RichTextEditor
        source={field.name}
        label={label}
        defaultValue={mode === 'create' && typeof field.default === 'string' ? field.default : undefined}
        validate={validators(field)}
        disabled={locked(field, mode, keyField)}
      />
    ),
  },
  boolean: {
    Field: ({ field, label }) => <BooleanField source={field.name} label={label} />,
    Input: ({ field, label, mode, keyField }) => (
      <BooleanInput
        source={field.name}
        label={label}
        {...initial(field, mode)}
        disabled={locked(field, mode, keyField)}
      />
    ),
  },
  datetime: {
    Field: ({ field, label }) => <MomentField source={field.name} label={label} />,
    Input: ({ field, label, mode, keyField }) => (
      <Suspense fallback={DATE_INPUT_PLACE}>
        <SpecDateInput
          source={field.name}
          label={label}
          disabled={locked(field, mode, keyField)}
          validate={validators(field)}
        />
      </Suspense>
    ),
  },
  json: {
    Field: JsonField,
    Input: ({ field, label, mode, keyField }) => (
      <JsonInput source={field.name} label={label} disabled={locked(field, mode, keyField)} />
    ),
  },
  reference: {
    Field: ({ field, label, locale }) => {
      const target = referenceTarget(field);
      if (!target) return number.Field({ field, label, locale });
      return (
        <ReferenceField source={field.name} reference={target.name} label={label} link="show">
          <TextField source={target.recordRepresentation} />
        </ReferenceField>
      );
    },
    Input: ({ field, label, mode, keyField }) => {
      const target = referenceTarget(field);
      if (!target || locked(field, mode, keyField))
        return (field.type === 'integer' ? number : text).Input({ field, label, mode, keyField });
      return (
        <ReferenceInput source={field.name} reference={target.name}>
          <AutocompleteInput
            label={label}
            optionText={target.recordRepresentation}
            validate={validators(field)}
            filterToQuery={(q: string) => ({ q })}
            noOptionsText={pickerEmptyText(false)}
          />
        </ReferenceInput>
      );
    },
  },
};

/** A record's date and time in the language's one shape (shared/dates.ts formatDateTime, as the list cells). */
function MomentField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const dates = useDates();
  const value = record?.[source];
  return (
    <Typography component="span" variant="body2">
      {typeof value === 'string' || value instanceof Date ? dates.moment(value) : ''}
    </Typography>
  );
}

/**
 * A list cell as a plain render function, for the kinds that need no
 * component: a 500-row page is thousands of cells, and a react-admin Field
 * per cell (contexts, hooks, sanitised props) cost most of its render time.
 * References (which fetch) and JSON keep their components.
 */
/** What a list cell says in the user's language: react-admin's yes and no (ra.boolean), numbers and dates in the language's style. */
interface CellWords {
  language: string;
  yes: string;
  no: string;
}

const ENGLISH_CELLS: CellWords = { language: 'en', yes: 'Yes', no: 'No' };

export function cellRenderer(
  field: FieldMeta,
  words: CellWords = ENGLISH_CELLS,
): ((record: Record<string, unknown>) => ReactElement | string) | undefined {
  const kind = fieldKind(field);
  const name = field.name;
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  switch (kind) {
    case 'integer':
    case 'number':
      return (r) =>
        empty(r[name]) ? '' : isIdentifier(field) ? String(r[name]) : formatNumber(Number(r[name]), words.language);
    case 'string':
    case 'text':
    case 'uuid':
      return (r) => (empty(r[name]) ? '' : String(r[name]));
    case 'richText':
      return (r) => (empty(r[name]) ? '' : richTextWords(String(r[name])));
    case 'boolean':
      return (r) => (empty(r[name]) ? '' : r[name] ? words.yes : words.no);
    case 'datetime': {
      return (r) => (empty(r[name]) ? '' : formatDateTime(String(r[name]), words.language));
    }
    default:
      return undefined;
  }
}

/** Shows one field of the record in context. */
export function FieldValue({ field }: { field: FieldMeta }) {
  const label = useSchemaLabels().labelOf(field);
  const [language] = useLocaleState();
  return FIELD_REGISTRY[fieldKind(field)].Field({ field, label, locale: numberLocaleOf(language) });
}

/** Edits one field; key fields are fixed once created. */
export function FieldInput({
  field,
  mode,
  keyField = false,
}: {
  field: FieldMeta;
  mode: FormMode;
  keyField?: boolean;
}) {
  const label = useSchemaLabels().labelOf(field);
  return FIELD_REGISTRY[fieldKind(field)].Input({ field, label, mode, keyField });
}
