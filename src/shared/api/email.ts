// The e-mail test tool (/email-test, issue 15 item 1): send a message through
// the real pipeline, see what was archived, and the recent archive.
import { Type, type Static } from 'typebox';

const EMAIL_TEST_MAX_BODY = 200_000;

export const EmailTestBody = Type.Object(
  {
    to: Type.String({ minLength: 1, maxLength: 2000, description: 'One address, or several separated by commas.' }),
    subject: Type.String({ maxLength: 998, description: 'Empty: a message template’s own subject.' }),
    templateCId: Type.Optional(
      Type.Integer({ minimum: 1, description: 'An Email_Template (52) record; Default_Email 50 when absent.' }),
    ),
    body: Type.Optional(
      Type.String({ maxLength: EMAIL_TEST_MAX_BODY, description: 'HTML; sanitised like every staff e-mail.' }),
    ),
  },
  { additionalProperties: false },
);
export type EmailTestBody = Static<typeof EmailTestBody>;

export const ArchivedEmailSummary = Type.Object({
  EaId: Type.Integer(),
  EaTo: Type.String(),
  EaFrom: Type.Union([Type.String(), Type.Null()]),
  EaSubject: Type.Union([Type.String(), Type.Null()]),
  EaSent: Type.Union([Type.String(), Type.Null()]),
  EaStatus: Type.Union([Type.String(), Type.Null()]),
  EaError: Type.Union([Type.String(), Type.Null()]),
});
export type ArchivedEmailSummary = Static<typeof ArchivedEmailSummary>;

export const ArchivedEmail = Type.Intersect([
  ArchivedEmailSummary,
  Type.Object({ EaBody: Type.Union([Type.String(), Type.Null()]) }),
]);
export type ArchivedEmail = Static<typeof ArchivedEmail>;

export const EmailTestResult = Type.Object({
  status: Type.Union([Type.Literal('sent'), Type.Literal('outbox'), Type.Literal('failed')], {
    description: 'sent: the SMTP server accepted it; outbox: filed as .eml (no SMTP_URL); failed: see error.',
  }),
  error: Type.Union([Type.String(), Type.Null()]),
  archived: ArchivedEmail,
});
export type EmailTestResult = Static<typeof EmailTestResult>;

export const EmailTemplateItem = Type.Object({
  CId: Type.Integer(),
  CTitle: Type.String(),
  isLayout: Type.Boolean({
    description: 'A layout places the body in {{body}}; a message brings its own words and subject.',
  }),
  subject: Type.Union([Type.String(), Type.Null()]),
});
export type EmailTemplateItem = Static<typeof EmailTemplateItem>;

export const EmailArchiveQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })) },
  { additionalProperties: false },
);
export const EmailArchiveParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
