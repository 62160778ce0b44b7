// Probes, metrics, cache clears, e-mail, files, the public form and the
// generic interface's entity-specific calls (contract §6).
import { Type, type Static } from 'typebox';

export const Health = Type.Object({ ok: Type.Literal(true) });
export const Ready = Type.Object({
  ready: Type.Boolean(),
  database: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
});

/** The named caches (spec §7): GET /api/v1/mc/cache/clear/{name} clears one, /clear all of them. */
export const CACHE_NAMES = ['token', 'file', 'db', 'content', 'layout'] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

export const CacheCleared = Type.Object(
  {
    success: Type.Literal(true),
    cleared: Type.Array(Type.Union(CACHE_NAMES.map((name) => Type.Literal(name)))),
    parts: Type.Array(Type.String()),
    hash: Type.Optional(Type.String()),
    message: Type.String(),
  },
  { additionalProperties: false },
);

export const EmailBody = Type.Object(
  {
    to: Type.Unknown(),
    subject: Type.Unknown(),
    html: Type.Optional(Type.Unknown()),
    text: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: true },
);
export const EmailSent = Type.Object({ success: Type.Literal(true), id: Type.Unknown() });

export const Uploaded = Type.Object({
  id: Type.Integer({ description: 'The file’s media library record (/api/v1/mc/media/{id}).' }),
  url: Type.String(),
  name: Type.String(),
  originalName: Type.String(),
  size: Type.Integer(),
  type: Type.String(),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
});
export type Uploaded = Static<typeof Uploaded>;

export const DownloadBody = Type.Object(
  {
    url: Type.String({
      minLength: 1,
      maxLength: 2048,
      description:
        'An http(s) address of a public server; private, loopback and cloud-metadata addresses are refused (FETCH_ALLOW lists exceptions).',
    }),
    filename: Type.Optional(
      Type.String({
        maxLength: 255,
        description:
          'The name to keep for the file (its title is this without the extension); the URL’s last segment when left out.',
      }),
    ),
    folderId: Type.Optional(
      Type.Integer({ minimum: 1, description: 'The media folder the file goes into; absent: no folder.' }),
    ),
  },
  { additionalProperties: false },
);
export type DownloadBody = Static<typeof DownloadBody>;

export const Success = Type.Object({ success: Type.Literal(true) }, { additionalProperties: true });

/** The public form submit's answer: what the page shows or where it goes next (the form's own settings). */
export const FormSubmitted = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.Optional(Type.String({ description: 'FrmConfig.successMessage, as plain text.' })),
    redirectUrl: Type.Optional(
      Type.String({ description: 'FrmConfig.redirectUrl: the page goes there instead of showing the message.' }),
    ),
  },
  { additionalProperties: false },
);
export const AuditEntry = Type.Object({
  AlId: Type.Integer(),
  Type: Type.String(),
  Message: Type.String(),
  UserName: Type.Union([Type.String(), Type.Null()]),
  Date: Type.String(),
});
export const AuditPostBody = Type.Object({
  Type: Type.Unknown({ description: 'The kind of event (at most 100 characters).' }),
  Message: Type.Unknown({ description: 'What happened (at most 4000 characters).' }),
});
export const ArchiveQuery = Type.Object({
  sId: Type.Optional(
    Type.String({ description: 'The id of a system message, or several joined by commas (all or none are archived).' }),
  ),
});
export const ArchiveResult = Type.Object(
  {
    success: Type.Literal(true),
    sId: Type.Union([Type.Integer(), Type.Array(Type.Integer())], {
      description: 'The id asked for (a list when several were).',
    }),
    archived: Type.Array(Type.Integer(), {
      description: 'The messages this call archived (those archived before are left as they were).',
    }),
  },
  { additionalProperties: false },
);
export type ArchiveResult = Static<typeof ArchiveResult>;
/** One system message as every signed-in staff member reads it (the shell's banner): its text is plain text, never markup. */
const CurrentSystemMessage = Type.Object(
  {
    SId: Type.Integer(),
    SMessage: Type.String({ description: 'The notice, as plain text: the admin shows it as text, never as markup.' }),
    SType: Type.String({ description: 'info, warning, error or success (info when the record has none).' }),
    SStart: Type.Union([Type.String(), Type.Null()], {
      description: 'Shown from (ISO instant); null: from its creation.',
    }),
    SEnd: Type.Union([Type.String(), Type.Null()], { description: 'Shown until (ISO instant); null: until archived.' }),
  },
  { additionalProperties: false },
);
export const CurrentSystemMessages = Type.Object(
  {
    messages: Type.Array(CurrentSystemMessage, {
      description: 'The messages not archived whose dates include now, newest first.',
    }),
  },
  { additionalProperties: false },
);
export type CurrentSystemMessages = Static<typeof CurrentSystemMessages>;
export const TruncateQuery = Type.Object({
  upTo: Type.Optional(
    Type.String({
      description:
        'Empty the log up to this ElId only: the newest entry the user saw when confirming, so errors logged since are kept.',
    }),
  ),
});
export const TruncateResult = Type.Object(
  { success: Type.Literal(true), deleted: Type.Integer({ description: 'How many entries were removed.' }) },
  { additionalProperties: false },
);
export type TruncateResult = Static<typeof TruncateResult>;
export const FormSubmitQuery = Type.Object(
  {
    id: Type.Optional(Type.String()),
    isSubscribe: Type.Optional(
      Type.String({
        description:
          '`true` or `1`: subscribe the visitor when the form maps to an e-mail-marketing provider (a subscribe delivery).',
      }),
    ),
    utm_medium: Type.Optional(
      Type.String({
        description:
          'Tracking MEDIUM (DBConstants type 1); a utm_medium field in the post wins. Unlisted values are not stored as the medium (docs/forms.md).',
      }),
    ),
    utm_source: Type.Optional(
      Type.String({ description: 'Tracking SOURCE (DBConstants type 2); a utm_source field in the post wins.' }),
    ),
  },
  { additionalProperties: true },
);
