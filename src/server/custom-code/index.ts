// Custom code and template files (docs/custom-code.md).
import type { Feature } from '../platform/http/feature.js';
import { registerCustomCodeRoutes } from './routes/custom-code.js';
import { registerTemplateFileRoutes } from './routes/template-files.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import type { WriteRuleSet } from '../platform/data/write-rules.js';
import { guardTemplateWrite } from './template-source-rule.js';

// A page template's Liquid source parses (template-source-rule.ts), as Template Files requires.
const writeRules: WriteRuleSet = { entities: { Template: { check: guardTemplateWrite } } };

export const customCodeFeatures: Feature[] = [
  { name: 'custom code', prefix: API_PREFIX.customCode, audience: 'staff', register: registerCustomCodeRoutes },
  {
    name: 'template files',
    prefix: API_PREFIX.templateFiles,
    audience: 'staff',
    register: registerTemplateFileRoutes,
    writeRules,
  },
];

// What other features use of this one's inner files (issue 42: they import this index only).
export { listCodeItems } from './code-items.js';
export { listPageTemplates } from './page-templates.js';
export { listSnippets, snippetSettings } from './snippets.js';
