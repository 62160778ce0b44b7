// E-mail marketing (docs/email-marketing.md): the provider settings and the
// staff calls under /api/v1/mc/emailmarketing, and the public subscribe call
// POST /api/emailmarketing/{provider}.
import { Type, type Static } from 'typebox';

/** The path names of the four providers (spec §3 records 9, 24, 25, 26); the record id works too. */
export const PROVIDER_SLUGS = ['mailchimp', 'constantcontact', 'campaignmonitor', 'emma'] as const;
export type ProviderSlug = (typeof PROVIDER_SLUGS)[number];

export const ProviderParams = Type.Object({
  provider: Type.String({
    minLength: 1,
    maxLength: 40,
    description:
      'mailchimp, constantcontact, campaignmonitor or emma (or the settings record id 9, 24, 25, 26; hyphens and case are ignored).',
  }),
});
export const SettingsCidParams = Type.Object({
  cid: Type.String({ description: 'The provider settings record: 9, 24, 25 or 26.' }),
});

/** One provider's settings as the screen reads them: the key's NAME only, never its value. */
export const ProviderSettings = Type.Object({
  cId: Type.Integer(),
  slug: Type.String(),
  name: Type.String({
    description: 'The provider as people call it: Mailchimp, Constant Contact, Campaign Monitor, Emma.',
  }),
  enabled: Type.Boolean(),
  apiBaseUrl: Type.String(),
  keyName: Type.String({ description: 'The Key Manager key (KmName) holding the API key or token.' }),
  keySet: Type.Boolean({ description: 'True when that key exists and has a value.' }),
  defaultListId: Type.String(),
  doubleOptIn: Type.Boolean(),
  dataCenter: Type.Optional(
    Type.String({ description: 'Mailchimp: the data center (us1 …), the part after the dash of the API key.' }),
  ),
  clientId: Type.Optional(Type.String({ description: 'Campaign Monitor: the client whose lists are used.' })),
  accountId: Type.Optional(Type.String({ description: 'Emma: the account id.' })),
});
export type ProviderSettings = Static<typeof ProviderSettings>;

export const SettingsList = Type.Object({
  providers: Type.Array(ProviderSettings),
  keyNames: Type.Array(Type.String(), {
    description: 'Key Manager key names with a value, for the key picker (values are never sent).',
  }),
  mayChangeConnection: Type.Boolean({
    description:
      'False for EmailManager users below Admin: the API base URL and key name (where a secret is sent) are for Admin and MoJoAdmin.',
  }),
});
export type SettingsList = Static<typeof SettingsList>;

const id = (description: string) => Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9_.:-]*$', description });
export const SettingsBody = Type.Object(
  {
    enabled: Type.Boolean(),
    apiBaseUrl: Type.String({
      maxLength: 500,
      description: 'An http(s) address; the SSRF rules apply when it is called.',
    }),
    keyName: Type.String({ maxLength: 200 }),
    defaultListId: id('The list subscribers join when the caller names none.'),
    doubleOptIn: Type.Boolean(),
    dataCenter: Type.Optional(Type.String({ maxLength: 20, pattern: '^[a-z0-9]*$' })),
    clientId: Type.Optional(id('Campaign Monitor client id.')),
    accountId: Type.Optional(id('Emma account id.')),
  },
  { additionalProperties: false },
);
export type SettingsBody = Static<typeof SettingsBody>;

export const StaffActionBody = Type.Object(
  {
    action: Type.Union([Type.Literal('test'), Type.Literal('lists')], {
      description: 'test: check the connection; lists: the provider’s lists.',
    }),
  },
  { additionalProperties: false },
);
export type StaffActionBody = Static<typeof StaffActionBody>;

export const MarketingList = Type.Object({
  id: Type.String(),
  name: Type.String(),
  memberCount: Type.Optional(Type.Integer()),
});
export type MarketingList = Static<typeof MarketingList>;
export const StaffActionResult = Type.Object({
  success: Type.Literal(true),
  provider: Type.String(),
  message: Type.String({ description: 'What the provider answered, in words (test).' }),
  lists: Type.Optional(Type.Array(MarketingList)),
});
export type StaffActionResult = Static<typeof StaffActionResult>;

export const SubscribeBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254 }),
    listId: Type.Optional(
      id('A list the site offers (the default list, or one a form maps to); the default list when absent.'),
    ),
    fields: Type.Optional(
      Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 500 }), {
        description: 'firstName, lastName, phone, or the provider’s own field names.',
      }),
    ),
    consent: Type.Boolean({ description: 'Must be true: the visitor ticked the consent box.' }),
    consentText: Type.Optional(
      Type.String({ maxLength: 1000, description: 'The consent wording the visitor saw; recorded with the sign-up.' }),
    ),
    website_url: Type.Optional(Type.String({ maxLength: 500, description: 'Honeypot: left empty by people.' })),
  },
  { additionalProperties: false },
);
export type SubscribeBody = Static<typeof SubscribeBody>;

export const SubscribeResult = Type.Object({
  success: Type.Literal(true),
  status: Type.Union([Type.Literal('subscribed'), Type.Literal('pending')], {
    description: 'pending: the provider sends a confirmation e-mail first (double opt-in).',
  }),
});
export type SubscribeResult = Static<typeof SubscribeResult>;

/** The provider records by id (spec §3) and their path names: the admin's list picker and the server agree on these. */
export const PROVIDER_SLUG_BY_CID: Readonly<Record<number, ProviderSlug>> = {
  9: 'mailchimp',
  24: 'constantcontact',
  25: 'campaignmonitor',
  26: 'emma',
};
