// Custom security header rules (tag CustomSecurityHeaders 15): each a header name and value, switched on or off.
// Names are HTTP field names (RFC 9110 tokens), values visible ASCII without line breaks (a CR or LF would split
// the answer's headers), a Content-Security-Policy's directives are parsed and checked.
import { parseCsp } from './content-security-policy.js';
import { codedProblem, type CodedProblem, type ErrorCode, type ErrorParams } from '../../shared/api/error-codes.js';

import type { HeaderRule } from '../../shared/api/custom-code.js';
export type { HeaderRule };

/** A rule's problem: its index and field, and the coded problem (whose English starts "Rule N:"). */
interface RuleProblem extends CodedProblem {
  index: number;
  field: 'name' | 'value';
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const FIELD_VALUE = /^[\t\x20-\x7e]*$/;
// Headers the server itself owns or that would break the site if a rule set them.
const RESERVED = new Set([
  'content-length',
  'content-type',
  'transfer-encoding',
  'connection',
  'host',
  'set-cookie',
  'location',
  'date',
  'keep-alive',
  'upgrade',
  'trailer',
]);
const CSP_HEADERS = new Set(['content-security-policy', 'content-security-policy-report-only']);

export function validateHeaderRules(rules: HeaderRule[]): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const seen = new Map<string, number>();
  rules.forEach((rule, index) => {
    const add = (field: RuleProblem['field'], code: ErrorCode, params: ErrorParams = {}) =>
      problems.push({ index, field, ...codedProblem(code, { rule: index + 1, ...params }) });
    const name = rule.name.trim();
    if (!name) add('name', 'code.header.nameRequired');
    else if (!TOKEN.test(name)) add('name', 'code.header.nameInvalid', { name });
    else if (RESERVED.has(name.toLowerCase())) add('name', 'code.header.reserved', { name });
    else if (seen.has(name.toLowerCase()))
      add('name', 'code.header.duplicate', { name, other: seen.get(name.toLowerCase())! + 1 });
    else seen.set(name.toLowerCase(), index);
    const value = rule.value.trim();
    if (!value)
      add('value', name ? 'code.header.valueRequired' : 'code.header.valueRequiredUnnamed', name ? { name } : {});
    else if (!FIELD_VALUE.test(rule.value))
      add('value', name ? 'code.header.valueCharacters' : 'code.header.valueCharactersUnnamed', name ? { name } : {});
    else if (CSP_HEADERS.has(name.toLowerCase())) {
      for (const p of parseCsp(value).problems) add('value', `code.csp.${p.code}`, { name, ...p.params });
    }
  });
  return problems;
}
