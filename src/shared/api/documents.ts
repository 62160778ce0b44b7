// Secured documents (issue 14 items 5 and 6; docs/decisions/0041-secured-documents-and-form-files.md):
// Secure_File (59) Content rows whose bytes are
// kept where /files/ never serves them, in Secured_File_Category (60)
// categories, each public, for roles, for claims, or 'register to download'.
// Staff calls live under /api/v1/mc/documents; the visitor's under
// /secured-documents (SECURED_DOCUMENT_PATHS).
import { Type, type Static } from 'typebox';
import { MAX_PAGE_SIZE } from '../page-sizes.js';
import { EMAIL_ADDRESS_PATTERN, MAX_EMAIL_LENGTH } from '../email-address.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** The spec's two secured-document template paths (§2: "Their values are not given"): the list and one document. */
export const SECURED_DOCUMENT_PATHS = { list: '/secured-documents', single: '/secured-documents/{id}' } as const;

export const ACCESS_MODES = ['public', 'roles', 'claims', 'register'] as const;
export type AccessMode = (typeof ACCESS_MODES)[number];
const AccessModeSchema = (description?: string) =>
  Type.Union(
    [Type.Literal('public'), Type.Literal('roles'), Type.Literal('claims'), Type.Literal('register')],
    description ? { description } : {},
  );

export const DocumentAccess = Type.Object(
  {
    mode: AccessModeSchema(
      'public: anyone; roles: a signed-in user holding one of `roles`; claims: a signed-in user holding one of `claims` ("name:value"); register: anyone who filled the register-to-download form once (feature tag 91).',
    ),
    roles: Type.Array(Type.String({ minLength: 1, maxLength: 256 }), { maxItems: 50, description: 'For mode roles.' }),
    claims: Type.Array(Type.String({ pattern: '^[^:|]+:[^|]+$', maxLength: 300 }), {
      maxItems: 50,
      description: 'For mode claims: "name:value" entries of the session token’s permissions.',
    }),
  },
  { additionalProperties: false },
);
export type DocumentAccess = Static<typeof DocumentAccess>;

export const DocumentItem = Type.Object({
  id: Type.Integer({ description: 'The document’s CId.' }),
  title: Type.String(),
  description: Type.String(),
  categoryId: Nullable(Type.Integer({ description: 'A Secured_File_Category record; null: uncategorised.' })),
  access: DocumentAccess,
  originalName: Type.String(),
  type: Type.String({ description: 'The MIME type, from the file’s bytes.' }),
  size: Type.Integer(),
  uploadedBy: Type.String(),
  uploadedAt: Type.String(),
  modifiedAt: Type.String(),
});
export type DocumentItem = Static<typeof DocumentItem>;

export const DocumentListQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200, description: 'Words found in the title (case-insensitive).' })),
    categoryId: Type.Optional(
      Type.Integer({ minimum: 0, description: 'A category’s id; 0: uncategorised documents.' }),
    ),
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: 'Rows per page (default 24).' }),
    ),
  },
  { additionalProperties: false },
);
export type DocumentListQuery = Static<typeof DocumentListQuery>;

export const DocumentSaveBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 400 })),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    categoryId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    access: Type.Optional(DocumentAccess),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type DocumentSaveBody = Static<typeof DocumentSaveBody>;

export const IdParams = Type.Object({ id: Type.String({ description: 'The record’s CId.' }) });

export const SignedLink = Type.Object({
  url: Type.String({
    description: 'A download URL naming the document and its expiry, signed by the server; relative to the site.',
  }),
  expiresAt: Type.String({ description: 'ISO instant after which the URL answers 410.' }),
});
export type SignedLink = Static<typeof SignedLink>;

export const DownloadEntry = Type.Object({
  at: Type.String({ description: 'ISO instant.' }),
  who: Type.String({ description: 'The user name, the registered e-mail, "public" or "staff:<user>".' }),
  message: Type.String({ description: 'What was downloaded, by whom, from which address.' }),
});
export type DownloadEntry = Static<typeof DownloadEntry>;

export const CategoryItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  documents: Type.Integer({ description: 'How many documents it holds.' }),
});
export type CategoryItem = Static<typeof CategoryItem>;

export const CategorySaveBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type CategorySaveBody = Static<typeof CategorySaveBody>;

/** What a visitor sees of a document (the public paths). */
export const PublicDocument = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  categoryId: Nullable(Type.Integer()),
  type: Type.String(),
  size: Type.Integer(),
  access: AccessModeSchema(),
  /** The single-document path of this document. */
  page: Type.String(),
});
export type PublicDocument = Static<typeof PublicDocument>;

export const PublicDocumentList = Type.Object({
  categories: Type.Array(
    Type.Object({ id: Nullable(Type.Integer()), name: Type.String(), documents: Type.Array(PublicDocument) }),
  ),
  registered: Type.Boolean({
    description: 'The visitor has registered to download (register-to-download documents are open to them).',
  }),
});

export const RegisterFields = ['name', 'email', 'organisation'] as const;

export const PublicDocumentPage = Type.Object({
  document: PublicDocument,
  download: Type.Optional(SignedLink),
  register: Type.Optional(
    Type.Object({
      action: Type.String({ description: 'POST the fields here (JSON) to register, then read this page again.' }),
      fields: Type.Array(Type.String()),
    }),
  ),
});

export const RegisterBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    email: Type.String({ minLength: 3, maxLength: MAX_EMAIL_LENGTH, pattern: EMAIL_ADDRESS_PATTERN }),
    organisation: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const FormFileAnswer = Type.Object({
  token: Type.String({
    description:
      'Put this in the form’s file field when submitting the form; unclaimed after an hour, the file is deleted.',
  }),
  name: Type.String({ description: 'The uploaded file’s name.' }),
  size: Type.Integer(),
  type: Type.String(),
  expiresAt: Type.String(),
});
