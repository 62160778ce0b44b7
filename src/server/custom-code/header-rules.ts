// Custom security header rules (tag CustomSecurityHeaders 15): each a header name and value, switched on or off.
// Names are HTTP field names (RFC 9110 tokens), values visible ASCII without line breaks (a CR or LF would split
// the answer's headers), a Content-Security-Policy's directives are parsed and checked.
import { parseCsp } from './content-security-policy.js';

import type { HeaderRule } from '../../shared/api/custom-code.js';
export type { HeaderRule };

interface RuleProblem {
  index: number;
  field: 'name' | 'value';
  message: string;
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const FIELD_VALUE = /^[\t\x20-\x7e]*$/;
// Headers the server itself owns or that would break the site if a rule set them.
const RESERVED = new Set(['content-length', 'content-type', 'transfer-encoding', 'connection', 'host', 'set-cookie', 'location', 'date', 'keep-alive', 'upgrade', 'trailer']);
const CSP_HEADERS = new Set(['content-security-policy', 'content-security-policy-report-only']);

export function validateHeaderRules(rules: HeaderRule[]): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const seen = new Map<string, number>();
  rules.forEach((rule, index) => {
    const name = rule.name.trim();
    if (!name) problems.push({ index, field: 'name', message: 'A header name is required' });
    else if (!TOKEN.test(name)) problems.push({ index, field: 'name', message: `"${name}" is not a valid header name (letters, digits and !#$%&'*+-.^_\`|~ only, no spaces or colons)` });
    else if (RESERVED.has(name.toLowerCase())) problems.push({ index, field: 'name', message: `${name} is set by the server and cannot be a custom header` });
    else if (seen.has(name.toLowerCase())) problems.push({ index, field: 'name', message: `${name} is already set by rule ${seen.get(name.toLowerCase())! + 1}` });
    else seen.set(name.toLowerCase(), index);
    const value = rule.value.trim();
    if (!value) problems.push({ index, field: 'value', message: `${name || 'The header'} needs a value` });
    else if (!FIELD_VALUE.test(rule.value)) problems.push({ index, field: 'value', message: `The value of ${name || 'the header'} has a line break or a character outside visible ASCII` });
    else if (CSP_HEADERS.has(name.toLowerCase())) {
      for (const message of parseCsp(value).problems) problems.push({ index, field: 'value', message: `${name}: ${message}` });
    }
  });
  return problems;
}
