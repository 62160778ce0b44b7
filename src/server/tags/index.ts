// The custom tag editor (docs/tag-editor-and-style-guide.md).
import type { Feature } from '../platform/http/feature.js';
import { registerTagEditorRoutes } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import { changes, type WriteRuleSet } from '../platform/data/write-rules.js';
import { guardTagWrite } from './tag-write-rules.js';
import { guardTagReference } from './tag-references.js';
import { checkLinkedContentType, checkTagLinkContent } from '../site/index.js';

const writeRules: WriteRuleSet = {
  entities: {
    // The fixed ids and the in-use rule (tag-write-rules.ts), the tag editor's rules on every path.
    Tag: { check: guardTagWrite },
    // A tag-to-content link names content its tag may hold (site/navigation/tag-link-rules.ts).
    TagToContent: {
      beforeCreate: async ({ tx }, values) => checkTagLinkContent(tx, values.CId),
      beforeUpdate: async ({ tx }, before, values) => {
        if (changes(values, before, 'CId')) await checkTagLinkContent(tx, values.CId);
      },
    },
    // A content item tagged where its new type may not be (site/navigation/tag-link-rules.ts).
    Content: {
      beforeUpdate: async ({ tx }, before, values) => {
        if (changes(values, before, 'CtId')) await checkLinkedContentType(tx, before.CId, values.CtId);
      },
    },
  },
  // Any entity's write that makes a use of a tag names a live one, under the tag's row lock (tag-references.ts).
  anyEntity: [guardTagReference],
};

export const tagFeatures: Feature[] = [
  { name: 'tag editor', prefix: API_PREFIX.tags, audience: 'staff', register: registerTagEditorRoutes, writeRules },
];

// What other features use of this one's inner files (issue 42: they import this index only).
export { tagUses } from './tag-usage.js';
