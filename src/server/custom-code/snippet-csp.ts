// What a snippet needs that the custom Content-Security-Policy forbids. A snippet is placed in the page as it is
// when it holds <script> elements, else wrapped in one inline <script>; so it needs inline script (an inline element
// or an on…= handler attribute), the hosts of its external scripts, and eval when it calls eval/new Function/
// string timers.
import { allowsEval, allowsInlineScript, allowsScriptUrl, parseCsp, scriptSources } from './content-security-policy.js';
import type { HeaderRule } from './header-rules.js';

import type { SnippetWarning } from '../../shared/api/custom-code.js';
interface ScriptNeeds {
  inline: boolean;
  urls: string[];
  evaluates: boolean;
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const HANDLER = /<[a-z][^>]*\son[a-z]+\s*=/i;
const EVALUATES = /\beval\s*\(|\bnew\s+Function\s*\(|\bset(?:Timeout|Interval)\s*\(\s*["'`]/;

export function scriptNeeds(code: string): ScriptNeeds {
  const elements = [...code.matchAll(SCRIPT_ELEMENT)];
  if (!elements.length) return { inline: code.trim().length > 0, urls: [], evaluates: EVALUATES.test(code) };
  const needs: ScriptNeeds = { inline: HANDLER.test(code), urls: [], evaluates: false };
  for (const [, attrs, body] of elements) {
    const src = SRC.exec(attrs);
    if (src) needs.urls.push(src[1] ?? src[2] ?? src[3]);
    else if (body.trim()) needs.inline = true;
    if (EVALUATES.test(body)) needs.evaluates = true;
  }
  return needs;
}

/** The enforced custom CSP (report-only policies do not block), or undefined when none is switched on. */
function enforcedCsp(rules: HeaderRule[]): string | undefined {
  return rules.find((r) => r.enabled && r.name.trim().toLowerCase() === 'content-security-policy')?.value;
}

export function snippetWarnings(
  rules: HeaderRule[],
  snippets: { CId: number; CTitle: string; code: string; enabled: boolean }[],
): SnippetWarning[] {
  const csp = enforcedCsp(rules);
  if (!csp) return [];
  const { policy } = parseCsp(csp);
  const sources = scriptSources(policy);
  const warnings: SnippetWarning[] = [];
  for (const s of snippets.filter((x) => x.enabled)) {
    const needs = scriptNeeds(s.code);
    const warn = (message: string) => warnings.push({ CId: s.CId, CTitle: s.CTitle, message });
    if (needs.inline && !allowsInlineScript(sources)) {
      warn(
        `"${s.CTitle}" runs inline script, which the Content-Security-Policy forbids (script-src has no 'unsafe-inline', or a nonce/hash disables it)`,
      );
    }
    for (const raw of needs.urls) {
      let url: URL | 'relative';
      try {
        url = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(raw)
          ? new URL(raw.startsWith('//') ? `https:${raw}` : raw)
          : 'relative';
      } catch {
        warn(`"${s.CTitle}" loads a script from "${raw}", which is not a valid address`);
        continue;
      }
      if (!allowsScriptUrl(sources, url)) {
        warn(
          `"${s.CTitle}" loads a script from ${url === 'relative' ? raw : url.host}, which the Content-Security-Policy's script-src does not allow`,
        );
      }
    }
    if (needs.evaluates && !allowsEval(policy))
      warn(`"${s.CTitle}" evaluates strings as code (eval, new Function or a string timer), which needs 'unsafe-eval'`);
  }
  return warnings;
}
