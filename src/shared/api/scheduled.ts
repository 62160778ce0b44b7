// /api/v1/mc/editor/scheduled (issue 45 item 1; docs/scheduled-changes.md):
// publishes and unpublishes set to happen at a time. Times go in and come out
// as ISO 8601 with an offset; the answers also say the site's time zone (the
// Time_Zone setting), in which the admin shows and takes them.
import { Type, type Static } from 'typebox';

const Action = () => Type.Union([Type.Literal('publish'), Type.Literal('unpublish')]);
const Status = Type.Union([
  Type.Literal('pending'),
  Type.Literal('done'),
  Type.Literal('failed'),
  Type.Literal('cancelled'),
]);

const At = Type.String({ description: 'ISO 8601 with an offset, such as 2027-03-01T09:00:00-05:00.' });

export const ScheduledChange = Type.Object({
  id: Type.String(),
  CId: Type.Integer(),
  CTitle: Type.String(),
  action: Action(),
  CvId: Type.Union([Type.Integer(), Type.Null()], { description: 'The version that goes live (publish).' }),
  at: Type.String({ description: 'When, in the site’s time zone, with its offset.' }),
  status: Status,
  setBy: Type.String({ description: 'Who set it (or last changed it).' }),
  setAt: Type.String(),
  doneAt: Type.Union([Type.String(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()], { description: 'Why a failed change was not applied.' }),
});
export type ScheduledChange = Static<typeof ScheduledChange>;

export const ScheduledList = Type.Object({
  timeZone: Type.String({ description: 'The site’s time zone (General Settings › Time zone).' }),
  items: Type.Array(ScheduledChange, {
    description: 'Pending changes soonest first, then the last 50 applied, failed or cancelled, newest first.',
  }),
});
export type ScheduledList = Static<typeof ScheduledList>;

export const ScheduleBody = Type.Object(
  {
    action: Action(),
    CId: Type.Optional(Type.Integer({ minimum: 1, description: 'unpublish: the live page that comes down.' })),
    CvId: Type.Optional(
      Type.Integer({ minimum: 1, description: 'publish: the draft or older version that goes live.' }),
    ),
    at: At,
  },
  { additionalProperties: false },
);
export type ScheduleBody = Static<typeof ScheduleBody>;

export const RescheduleBody = Type.Object({ at: At }, { additionalProperties: false });
export type RescheduleBody = Static<typeof RescheduleBody>;

export const ScheduledIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 36 }) });
