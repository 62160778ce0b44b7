// /api/v1/mc/forms: a form's submissions for staff (issue 15 item 2;
// docs/forms.md "Staff API"): the form under a Form Manager tag, its
// submissions filtered and paged, the CSV export, one submission with its
// deliveries, and the retry of failed deliveries.
import { Type, type Static } from 'typebox';

const DeliveryStatusValue = Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')]);
/** A submission's deliveries summed up: failed if one failed, else pending if one waits, else sent; none when it set none off. */
export const SubmissionDeliveryStatus = Type.Union([
  Type.Literal('none'),
  Type.Literal('pending'),
  Type.Literal('sent'),
  Type.Literal('failed'),
]);
export type SubmissionDeliveryStatus = Static<typeof SubmissionDeliveryStatus>;

const FormFieldSummary = Type.Object(
  { name: Type.String(), label: Type.String(), type: Type.String() },
  { additionalProperties: false },
);

export const FormSummary = Type.Object(
  {
    FrmId: Type.Integer(),
    FrmName: Type.String(),
    TId: Type.Union([Type.Integer(), Type.Null()]),
    visible: Type.Boolean(),
    closed: Type.Boolean(),
    fields: Type.Array(FormFieldSummary, {
      description: 'The form’s own fields, in order: the columns of its submissions.',
    }),
  },
  { additionalProperties: false },
);
export type FormSummary = Static<typeof FormSummary>;

export const FormByTag = Type.Object(
  {
    form: Type.Union([FormSummary, Type.Null()], { description: 'The form filed under the tag, if one is.' }),
    forms: Type.Array(FormSummary, {
      description:
        'When no form sits under the tag: the forms under its child tags (the Form Manager tag lists every form).',
    }),
    mediums: Type.Array(Type.String(), {
      description: 'The tracking MEDIUM values (DBConstants type 1), for the filter.',
    }),
    sources: Type.Array(Type.String(), {
      description: 'The tracking SOURCE values (DBConstants type 2), for the filter.',
    }),
  },
  { additionalProperties: false },
);
export type FormByTag = Static<typeof FormByTag>;

export const TagParams = Type.Object({ TId: Type.Integer({ minimum: 1 }) });
export const FormParams = Type.Object({ FrmId: Type.Integer({ minimum: 1 }) });
export const SubmissionParams = Type.Object({
  FrmId: Type.Integer({ minimum: 1 }),
  FsId: Type.Integer({ minimum: 1 }),
});

const filters = {
  from: Type.Optional(
    Type.String({ format: 'date', description: 'Submitted on or after this day (YYYY-MM-DD, UTC).' }),
  ),
  to: Type.Optional(Type.String({ format: 'date', description: 'Submitted on or before this day (YYYY-MM-DD, UTC).' })),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Text the answers contain (any case).' })),
  status: Type.Optional(SubmissionDeliveryStatus),
  medium: Type.Optional(Type.String({ maxLength: 200 })),
  source: Type.Optional(Type.String({ maxLength: 200 })),
};
export const SubmissionFilters = Type.Object(filters, { additionalProperties: false });
export type SubmissionFilters = Static<typeof SubmissionFilters>;

export const SubmissionListQuery = Type.Object(
  {
    ...filters,
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type SubmissionListQuery = Static<typeof SubmissionListQuery>;

export const DeliveryItem = Type.Object(
  {
    FdId: Type.Integer(),
    kind: Type.String({ description: 'notification, confirmation or subscribe.' }),
    status: DeliveryStatusValue,
    attempts: Type.Integer(),
    nextAttempt: Type.Union([Type.String(), Type.Null()]),
    lastError: Type.Union([Type.String(), Type.Null()]),
    EaId: Type.Union([Type.Integer(), Type.Null()], { description: 'The archived e-mail of the last try.' }),
    updated: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type DeliveryItem = Static<typeof DeliveryItem>;

const AnswerValue = Type.Union([Type.String(), Type.Array(Type.String())]);

export const SubmissionItem = Type.Object(
  {
    FsId: Type.Integer(),
    FrmId: Type.Integer(),
    FsDate: Type.String(),
    FsIp: Type.Union([Type.String(), Type.Null()]),
    FsMedium: Type.Union([Type.String(), Type.Null()]),
    FsSource: Type.Union([Type.String(), Type.Null()]),
    answers: Type.Record(Type.String(), AnswerValue, { description: 'Plain text, by field name.' }),
    deliveryStatus: SubmissionDeliveryStatus,
    deliveries: Type.Array(DeliveryItem),
  },
  { additionalProperties: false },
);
export type SubmissionItem = Static<typeof SubmissionItem>;

export const SubmissionDetail = Type.Object(
  {
    ...SubmissionItem.properties,
    machine: Type.Record(Type.String(), Type.Unknown(), {
      description: 'FsMachineMeta: browser, referrer, isSubscribe, unrecognised tracking values.',
    }),
  },
  { additionalProperties: false },
);
export type SubmissionDetail = Static<typeof SubmissionDetail>;
