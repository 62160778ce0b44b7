// The shapes of a Form's JSON columns (spec §3: FrmConfig, FrmMetaData,
// FrmEmailMarketing), shared by the form builder, its live preview and the
// public submit, so the three agree on what a form asks and what it does.
// The demo forms (src/server/seed/demo-forms.ts) are written in these shapes.

/** The field kinds the builder offers and the public submit understands. */
export const FORM_FIELD_TYPES = [
  'text',
  'email',
  'phone',
  'number',
  'date',
  'select',
  'checkbox',
  'radio',
  'textarea',
  'file',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Field types whose answer is one of `options` (checkbox with options: any of them; without: a yes/no tick). */
export const CHOICE_FIELD_TYPES: readonly FormFieldType[] = ['select', 'radio', 'checkbox'];

export interface FormFieldOption {
  value: string;
  text: string;
}

export interface FormField {
  /** The form-encoded name the public page posts; letters, digits, '_' and '-'; unique in the form. */
  name: string;
  label: string;
  type: FormFieldType;
  required?: boolean;
  /** select / radio / checkbox choices. */
  options?: FormFieldOption[];
  /** text-like fields: length bounds (characters). */
  minLength?: number;
  maxLength?: number;
  /** number: bounds; date: ISO dates (YYYY-MM-DD) as bounds. */
  min?: number | string;
  max?: number | string;
  /** text-like fields: a regular expression the whole answer must match (checked with the 'u' flag). */
  pattern?: string;
  /** The message shown when `pattern` does not match. */
  patternMessage?: string;
  placeholder?: string;
  helpText?: string;
  /** textarea rows. */
  rows?: number;
  autocomplete?: string;
  /** file: accepted MIME types or extensions (as in <input accept>). */
  accept?: string;
}

export interface FormConfig {
  fields: FormField[];
  submitText?: string;
  successMessage?: string;
  /** After a successful submit the public page goes here instead of showing successMessage. */
  redirectUrl?: string;
  /** A field real visitors never see; a bot that fills it is answered 200 and nothing is stored. */
  honeypotField?: string;
}

export interface FormNotify {
  /** Staff addresses told about each submission. */
  to: string[];
  subject?: string;
}

export interface FormConfirmationEmail {
  enabled: boolean;
  /** An Email_Template (52) content record, Default_Email 50 when absent. */
  templateCId?: number;
  subject?: string;
  /** The field holding the visitor's address (default: the first 'email' field). */
  emailField?: string;
}

export interface FormMetaData {
  description?: string;
  pageUrl?: string;
  storeSubmissions?: boolean;
  /** A closed form refuses submissions. */
  closed?: boolean;
  notify?: FormNotify;
  confirmationEmail?: FormConfirmationEmail;
}

/** FrmEmailMarketing: how a submission with isSubscribe set becomes a subscriber at a provider. */
export interface FormEmailMarketing {
  enabled: boolean;
  /** The provider's settings record: 9, 24, 25 or 26 (spec §3). */
  providerCId?: number;
  listId?: string;
  /** Provider field name → form field name, e.g. { email: 'email', firstName: 'name' }. 'email' is required. */
  fieldMap?: Record<string, string>;
  /** A checkbox field whose tick is the visitor's consent; without it, isSubscribe=true is the consent. */
  consentField?: string;
  doubleOptIn?: boolean;
}
