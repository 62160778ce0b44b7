// The refusals staff meet on a screen, each with a stable code (issue 41 item 2;
// docs/decisions/0117). The API's error item keeps its English `message` for
// API clients (contract §3) and gains `code` and `params`; the admin words the
// code in the chosen language (src/admin/kit/server-messages.ts) and shows the
// English message only for a code it does not know. This table is the English:
// the server builds its message from it (errorMessage), and the admin's English
// catalog is this table, so English reads exactly as the server writes.
// Placeholders are polyglot's %{name}; a text with "||||" has a singular and a
// plural form chosen by %{smart_count}. A param named `label` holds a key of
// ERROR_LABELS (the field a rule shared by several fields is about), worded in
// the reader's language like the text itself (docs/decisions/0120). Areas with
// many refusals keep their English in error-texts/<area>.ts.
import { AI_ERRORS } from './error-texts/ai.js';
import { CODE_ERRORS } from './error-texts/custom-code.js';
import { CSV_ERRORS } from './error-texts/csv.js';
import { DATA_ERRORS } from './error-texts/data.js';
import { FACTOR_ERRORS } from './error-texts/factors.js';
import { FORM_BUILDER_ERRORS } from './error-texts/form-builder.js';
import { ERROR_LABELS } from './error-texts/labels.js';
import { NAVIGATION_ERRORS } from './error-texts/navigation.js';
import { SETTINGS_ERRORS } from './error-texts/settings.js';
import { TOKEN_ERRORS } from './error-texts/tokens.js';
import { WEBHOOK_ERRORS } from './error-texts/webhooks.js';
import { REVIEW_ERRORS } from './error-texts/review.js';
import { SCHEDULE_ERRORS } from './error-texts/schedule.js';

export { ERROR_LABELS };

export const ERROR_TEXTS = {
  redirect: {
    type: '"%{type}" is no redirect type: use %{types}',
    from: 'From is a path of this site and starts with /, e.g. /old-page.',
    to: 'To starts with / (this site) or http(s):// (another site); javascript:, data: and //host addresses are refused.',
    self: 'A redirect cannot lead to itself.',
    loop: 'This redirect would make a loop: %{chain}. Point it at the page the visitor should end on',
  },
  page: {
    url: '"%{url}" is not a page URL: it is a path of this site that starts with /, e.g. /news/open-day, without spaces, ?, # or < > " { } | \\ ^ `',
    urlTaken: 'The URL %{url} is already the address of "%{title}" (content %{id}): choose another URL',
    noFreeUrl: 'No free URL near %{url}: choose another title',
    titleNoSlug: 'CTitle needs at least one letter or digit to make the page URL from',
    titleRequired: 'CTitle is required',
  },
  tag: {
    nameRequired: 'TName is required: the name the dashboard and menus show',
    icon: 'CUrlDefaultPage "%{icon}" is not an icon name: letters and digits only, such as "Dashboard"',
    pathStart:
      'TPath "%{path}" must start with "/" (a screen of the back office such as /style-guide, or a page of the site)',
    pathSpaces: 'TPath "%{path}" must not contain spaces',
    pathTaken: 'TPath "%{path}" is already the path of %{holder} (tag %{holderId}): each live tag has its own path',
    fixedDelete:
      "%{name} (tag %{id}) is one of the product's fixed tags and cannot be deleted: the dashboard, menus or feature switches find it by its id",
    inUse: '%{name} (tag %{id}) is in use and was not deleted. It is used by %{uses}',
    fixedMove:
      "%{name} (tag %{id}) is one of the product's fixed tags: it can be reordered among its siblings but not moved out of its parent",
    deleted: 'Tag %{id} (%{name}) is deleted: restore it in the tag tree first, or choose another tag',
  },
  form: {
    notEmailTemplate: 'Content %{id} is not an e-mail template',
    hasSubmissions:
      'The form “%{name}” has %{count} submission, which keep it: hide or close the form instead |||| The form “%{name}” has %{count} submissions, which keep it: hide or close the form instead',
    ...FORM_BUILDER_ERRORS,
  },
  people: {
    email: '"%{email}" is not an e-mail address',
    userNameTaken: 'Another account (%{other}) already signs in with this user name',
    emailTaken: 'Another account (%{other}) already signs in with this e-mail address',
    sameEmail: 'This is already your e-mail address.',
    roleMissing: 'Role %{id} does not exist',
    tagMissing: 'Tag %{id} does not exist',
    contentMissing: 'Content %{id} does not exist',
    invitationOnly:
      'Accounts are made by invitation: invite people from User Management (/user-management, "Invite user"), which gives them their roles and e-mails them a link to choose a password.',
    roleOnlyTool:
      '%{name} (tag %{id}) is for Admin and MoJoAdmin accounts whatever their tags: granting it would open the screen to a Maintenance User only to refuse its calls',
    accountTable: {
      AspNetUserRoles:
        "A user's roles are changed in User Management (/user-management), on the account's page, or by a role group's members in User Group Management (/user-group-management), which apply the role rules and record the change.",
      AspNetUserClaims:
        "A user's tags and content are granted in User Management (/user-management), on the account's page, which checks each grant and records the change.",
      AspNetRoles: 'Role groups are made and renamed in User Group Management (/user-group-management).',
      AspNetRoleClaims:
        'What a role group grants is changed in User Group Management (/user-group-management), which checks each grant.',
      AspNetUserTokens:
        'Set-password links and sign-in codes are made by the server: send an invitation or a password reset link from User Management (/user-management).',
      AspNetUserLogins:
        "External sign-ins are not written by hand: an account's sign-in is managed in User Management (/user-management).",
    },
  },
  settings: SETTINGS_ERRORS,
  navigation: NAVIGATION_ERRORS,
  token: TOKEN_ERRORS,
  code: CODE_ERRORS,
  data: DATA_ERRORS,
  csv: CSV_ERRORS,
  ai: AI_ERRORS,
  webhook: WEBHOOK_ERRORS,
  factors: FACTOR_ERRORS,
  review: REVIEW_ERRORS,
  schedule: SCHEDULE_ERRORS,
} as const;

type Codes<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Codes<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A refusal's stable code, such as "redirect.self". */
export type ErrorCode = Codes<typeof ERROR_TEXTS>;
export type ErrorParams = Record<string, string | number>;

/** The English text of a code (undefined for a code not in the table). */
export function errorTemplate(code: string): string | undefined {
  let node: unknown = ERROR_TEXTS;
  for (const part of code.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** A field's name as a rule's message says it (ERROR_LABELS), for a `label` param. */
export type ErrorLabel = keyof typeof ERROR_LABELS;

const isLabel = (key: unknown): key is ErrorLabel => typeof key === 'string' && Object.hasOwn(ERROR_LABELS, key);

/** The English message of a code with its params, as the API's `message` carries it. */
export function errorMessage(code: ErrorCode, params: ErrorParams = {}): string {
  const forms = (errorTemplate(code) ?? code).split(' |||| ');
  const text = forms.length > 1 && Number(params.smart_count) !== 1 ? forms[1] : forms[0];
  const worded = isLabel(params.label) ? { ...params, label: ERROR_LABELS[params.label] } : params;
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in worded ? String(worded[name]) : whole));
}

/** The key of a `label` param, when it names one of ERROR_LABELS (the admin words it in its language). */
export const labelKeyOf = (params: ErrorParams): ErrorLabel | undefined =>
  isLabel(params.label) ? params.label : undefined;

/** A rule's problem: its English message, code and params (the server adds the status and field). */
export interface CodedProblem {
  code: ErrorCode;
  params: ErrorParams;
  message: string;
}

export const codedProblem = (code: ErrorCode, params: ErrorParams = {}): CodedProblem => ({
  code,
  params,
  message: errorMessage(code, params),
});
