// The site tools under /api/v1/mc (docs/editor-api.md "Site tools"):
// navigation, sitemap, redirects, site switches, content removal, reports, sections.
import { Type, type Static } from 'typebox';
import type { ChangeFrequency } from '../change-frequency.js';

export const TIdParams = Type.Object({ tid: Type.String({ description: 'The menu’s root tag id.' }) });
export const MenuItemParams = Type.Object({
  tid: Type.String({ description: 'The menu’s root tag id.' }),
  itemId: Type.String({ description: 'The item’s tag id.' }),
});

/** A menu item with its children (a recursive shape: documented as an open object, typed exactly). */
export interface NavNode {
  TId: number;
  TName: string;
  TPath: string | null;
  TVisible: boolean;
  /** The page the item links to: the tag's first TagToContent link, if any. */
  CId?: number | null;
  children: NavNode[];
}
export const Menu = Type.Unsafe<NavNode[]>(
  Type.Array(Type.Object({}, { additionalProperties: true }), {
    description: 'The menu’s items in order, each with its children (TId, TName, TPath, TVisible, CId?, children).',
  }),
);

export const MoveBody = Type.Object({
  TId: Type.Integer(),
  parentId: Type.Integer(),
  beforeId: Type.Union([Type.Integer(), Type.Null()]),
});
export type NavMove = Static<typeof MoveBody>;
export const NewItemBody = Type.Record(Type.String(), Type.Unknown(), {
  description: 'TName, TPath or CId, TVisible, parentId, beforeId.',
});

/** The alert levels of the emergency alert (server/site/settings/site-switches.ts checks them). */
export const ALERT_LEVELS = ['info', 'warning', 'danger'] as const;
export const Setting = Type.Object({
  enabled: Type.Boolean(),
  startsAt: Type.Union([Type.String(), Type.Null()]),
  endsAt: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
  level: Type.Optional(
    Type.Union([Type.Literal(ALERT_LEVELS[0]), Type.Literal(ALERT_LEVELS[1]), Type.Literal(ALERT_LEVELS[2])]),
  ),
});
export type Setting = Static<typeof Setting>;
export const SettingBody = Type.Record(Type.String(), Type.Unknown(), {
  description: 'enabled, startsAt, endsAt, message (and level for the alert).',
});

export const CidParams = Type.Object({ cid: Type.String({ description: 'The content id.' }) });
export const RemovalResult = Type.Object({
  success: Type.Literal(true),
  CId: Type.Integer(),
  CDeleted: Type.Boolean(),
  changed: Type.Boolean(),
});

export const RegenResult = Type.Object(
  {
    success: Type.Literal(true),
    urls: Type.Integer(),
    sitemap: Type.String(),
    sitemaps: Type.Array(Type.String(), {
      description: 'The files holding the URLs: more than one past 50,000 URLs, behind the sitemap index.',
    }),
    robots: Type.String(),
  },
  { additionalProperties: true },
);
export type RegenResult = Static<typeof RegenResult>;
/** A live page in the sitemap tree (recursive: documented as an open object, typed exactly). */
export interface SitemapNode {
  CId: number;
  CTitle: string;
  CSeoUrl: string;
  ChangeFrequency: ChangeFrequency;
  Priority: number;
  children: SitemapNode[];
}
export const PageTree = Type.Unsafe<SitemapNode[]>(
  Type.Array(Type.Object({}, { additionalProperties: true }), {
    description: 'Live pages as a tree: CId, CTitle, CSeoUrl, ChangeFrequency, Priority, children.',
  }),
);

export const RedirectQuery = Type.Object({
  url: Type.Optional(Type.String({ description: 'The site path or URL to follow.' })),
});
export const Hop = Type.Object({ RId: Type.Integer(), RFrom: Type.String(), RTo: Type.String(), RType: Type.String() });
export type Hop = Static<typeof Hop>;
export const RedirectCheck = Type.Object({
  url: Type.String(),
  hops: Type.Array(Hop),
  final: Type.String(),
  outcome: Type.Union([
    Type.Literal('no-redirect'),
    Type.Literal('ok'),
    Type.Literal('loop'),
    Type.Literal('not-found'),
  ]),
  external: Type.Optional(Type.Boolean()),
});
export type RedirectCheck = Static<typeof RedirectCheck>;

export const UnfilledReport = Type.Object({
  pages: Type.Array(
    Type.Object({
      CId: Type.Integer(),
      CTitle: Type.String(),
      CtId: Type.Integer(),
      CSeoUrl: Type.Union([Type.String(), Type.Null()]),
      missing: Type.Array(Type.Union([Type.Literal('CSeoTitle'), Type.Literal('CSeoUrl'), Type.Literal('CMetaDesc')])),
    }),
  ),
  blocks: Type.Array(
    Type.Object({
      CbId: Type.Integer(),
      CId: Type.Integer(),
      CTitle: Type.String(),
      CbSortOrder: Type.Union([Type.Integer(), Type.Null()]),
      CbPhoto: Type.String(),
    }),
  ),
  totals: Type.Object({ pages: Type.Integer(), blocks: Type.Integer() }),
});
export type UnfilledReport = Static<typeof UnfilledReport>;
export const PageNumbers = Type.Object({
  total: Type.Integer(),
  byType: Type.Array(Type.Object({ CtId: Type.Integer(), CtName: Type.String(), count: Type.Integer() })),
  byTag: Type.Array(Type.Object({ TId: Type.Integer(), TName: Type.String(), count: Type.Integer() })),
});
export type PageNumbers = Static<typeof PageNumbers>;

export const SectionParams = Type.Object({ tId: Type.String({ description: 'The section’s tag id.' }) });
export const NameKindParams = Type.Object({
  kind: Type.Union([Type.Literal(5), Type.Literal(6)], {
    description: 'The MiscData kind: Blog_Tags 5 or Blog_Authors 6.',
  }),
});
export const ListedNamesAnswer = Type.Array(Type.Object({ MdId: Type.Integer(), MdName: Type.String() }));
export const EventsGroupedAnswer = Type.Object({
  grouped: Type.Boolean({
    description: 'The EventsGroupByCategory switch (tag 16): the Events list has a tab per category.',
  }),
});
