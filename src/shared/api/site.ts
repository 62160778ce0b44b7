// The site tools under /api/v1/mc (docs/editor-api.md "Site tools"):
// navigation, sitemap, redirects, site switches, content removal, reports, sections.
import { Type, type Static } from 'typebox';

export const TIdParams = Type.Object({ tid: Type.String({ description: 'The menu’s root tag id.' }) });

export const Menu = Type.Array(Type.Unknown(), { description: 'The menu’s items in order, each with its children (TId, TName, TPath, TVisible, CId?, children).' });

export const MoveBody = Type.Object({ TId: Type.Integer(), parentId: Type.Integer(), beforeId: Type.Union([Type.Integer(), Type.Null()]) });
export const NewItemBody = Type.Record(Type.String(), Type.Unknown(), { description: 'TName, TPath or CId, TVisible, parentId, beforeId.' });

export const Setting = Type.Object({
  enabled: Type.Boolean(),
  startsAt: Type.Union([Type.String(), Type.Null()]),
  endsAt: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
  level: Type.Optional(Type.String()),
});
export type Setting = Static<typeof Setting>;
export const SettingBody = Type.Record(Type.String(), Type.Unknown(), { description: 'enabled, startsAt, endsAt, message (and level for the alert).' });

export const CidParams = Type.Object({ cid: Type.String({ description: 'The content id.' }) });
export const RemovalResult = Type.Object({ success: Type.Literal(true), CId: Type.Integer(), CDeleted: Type.Boolean(), changed: Type.Boolean() });

export const RegenResult = Type.Object({ success: Type.Literal(true), urls: Type.Integer(), sitemap: Type.String(), sitemaps: Type.Array(Type.String()), robots: Type.String() }, { additionalProperties: true });
export const PageTree = Type.Array(Type.Unknown(), { description: 'Live pages as a tree: CId, CTitle, CSeoUrl, ChangeFrequency, Priority, children.' });

export const RedirectQuery = Type.Object({ url: Type.Optional(Type.String({ description: 'The site path or URL to follow.' })) });
export const RedirectCheck = Type.Object({
  url: Type.String(),
  hops: Type.Array(Type.Object({ RId: Type.Integer(), RFrom: Type.String(), RTo: Type.String(), RType: Type.String() })),
  final: Type.String(),
  outcome: Type.Union([Type.Literal('no-redirect'), Type.Literal('ok'), Type.Literal('loop'), Type.Literal('not-found')]),
  external: Type.Optional(Type.Boolean()),
});

export const UnfilledReport = Type.Object({
  pages: Type.Array(Type.Object({ CId: Type.Integer(), CTitle: Type.String(), CtId: Type.Integer(), CSeoUrl: Type.Union([Type.String(), Type.Null()]), missing: Type.Array(Type.String()) })),
  blocks: Type.Array(Type.Object({ CbId: Type.Integer(), CId: Type.Integer(), CTitle: Type.String(), CbSortOrder: Type.Union([Type.Integer(), Type.Null()]), CbPhoto: Type.String() })),
  totals: Type.Object({ pages: Type.Integer(), blocks: Type.Integer() }),
});
export const PageNumbers = Type.Object({
  total: Type.Integer(),
  byType: Type.Array(Type.Object({ CtId: Type.Integer(), CtName: Type.String(), count: Type.Integer() })),
  byTag: Type.Array(Type.Object({ TId: Type.Integer(), TName: Type.String(), count: Type.Integer() })),
});

export const SectionParams = Type.Object({ tId: Type.String({ description: 'The section’s tag id.' }) });
