import { describe, expect, it } from 'vitest';
import { allowsInlineScript, allowsScriptUrl, parseCsp, scriptSources } from './content-security-policy.js';
import { validateHeaderRules } from './header-rules.js';
import { scriptNeeds, snippetWarnings } from './snippet-csp.js';
import { checkLiquid } from './liquid-check.js';

const csp = (value: string) => [{ name: 'Content-Security-Policy', value, enabled: true }];

describe('Content-Security-Policy parsing', () => {
  it('accepts a well-formed policy and names what is wrong in a bad one', () => {
    expect(
      parseCsp("default-src 'self'; script-src 'self' https://*.example.com:443/js/ 'nonce-abc123=='; img-src data: *")
        .problems,
    ).toEqual([]);
    expect(parseCsp("script-src self 'bogus' https://a.test; scritp-src x; script-src 'none' 'self'").problems).toEqual(
      [
        { code: 'unquotedKeyword', params: { directive: 'script-src', source: 'self' } },
        { code: 'notSource', params: { directive: 'script-src', source: "'bogus'" } },
        { code: 'notDirective', params: { directive: 'scritp-src' } },
        { code: 'twice', params: { directive: 'script-src' } },
      ],
    );
  });

  it('follows the script-src fallback and the rules for inline script and hosts', () => {
    const { policy } = parseCsp("default-src 'self' 'unsafe-inline'");
    expect(allowsInlineScript(scriptSources(policy))).toBe(true);
    expect(allowsInlineScript(scriptSources(parseCsp("script-src 'unsafe-inline' 'nonce-x1'").policy))).toBe(false);
    const hosts = scriptSources(parseCsp('script-src https://*.cdn.test /ignored https://exact.test/lib.js').policy);
    expect(allowsScriptUrl(hosts, new URL('https://a.cdn.test/x.js'))).toBe(true);
    expect(allowsScriptUrl(hosts, new URL('https://cdn.test/x.js'))).toBe(false);
    expect(allowsScriptUrl(hosts, new URL('https://exact.test/lib.js'))).toBe(true);
    expect(allowsScriptUrl(hosts, new URL('https://exact.test/other.js'))).toBe(false);
    expect(allowsScriptUrl(hosts, 'relative')).toBe(false);
  });
});

describe('snippets against the policy', () => {
  it('reads what a snippet needs', () => {
    expect(scriptNeeds('window.a = 1;')).toEqual({ inline: true, urls: [], evaluates: false });
    expect(scriptNeeds('<script src="https://x.test/a.js"></script><script async src=//y.test/b.js></script>')).toEqual(
      {
        inline: false,
        urls: ['https://x.test/a.js', '//y.test/b.js'],
        evaluates: false,
      },
    );
    expect(scriptNeeds('<script>eval("1")</script>')).toMatchObject({ inline: true, evaluates: true });
  });

  it('warns only for enabled snippets and only under an enforced policy', () => {
    const snippets = [
      { CId: 1, CTitle: 'Inline', code: 'setTimeout("go()", 1)', enabled: true },
      { CId: 2, CTitle: 'Off', code: 'x()', enabled: false },
      { CId: 3, CTitle: 'Remote', code: '<script src="https://y.test/b.js"></script>', enabled: true },
    ];
    expect(
      snippetWarnings(
        [{ name: 'Content-Security-Policy-Report-Only', value: "script-src 'self'", enabled: true }],
        snippets,
      ),
    ).toEqual([]);
    expect(
      snippetWarnings(csp("script-src 'self'"), snippets).map((w) => `${w.CId}: ${w.message.split(',')[0]}`),
    ).toEqual([
      '1: "Inline" runs inline script',
      '1: "Inline" evaluates strings as code (eval',
      '3: "Remote" loads a script from y.test',
    ]);
    expect(snippetWarnings(csp("script-src 'self' 'unsafe-inline' 'unsafe-eval' https://y.test"), snippets)).toEqual(
      [],
    );
  });
});

describe('header rules', () => {
  it('checks names, values and duplicates', () => {
    expect(validateHeaderRules([{ name: 'X-Frame-Options', value: 'DENY', enabled: true }])).toEqual([]);
    const problems = validateHeaderRules([
      { name: 'Bad:Name', value: 'x', enabled: true },
      { name: 'X-A', value: 'a\r\nSet-Cookie: x=1', enabled: true },
      { name: 'x-a', value: 'b', enabled: true },
      { name: 'Set-Cookie', value: 'c', enabled: true },
    ]);
    expect(problems.map((p) => `${p.index}.${p.field}`)).toEqual(['0.name', '1.value', '2.name', '3.name']);
    expect(problems.map((p) => p.message)).toEqual([
      `Rule 1: "Bad:Name" is not a valid header name (letters, digits and !#$%&'*+-.^_\`|~ only, no spaces or colons)`,
      'Rule 2: The value of X-A has a line break or a character outside visible ASCII',
      'Rule 3: x-a is already set by rule 2',
      'Rule 4: Set-Cookie is set by the server and cannot be a custom header',
    ]);
    expect(problems[2]).toMatchObject({ code: 'code.header.duplicate', params: { rule: 3, name: 'x-a', other: 2 } });
  });
});

describe('the Liquid syntax check', () => {
  it('passes valid templates and gives the line and column of an error', () => {
    expect(checkLiquid('<p>{{ page.title | upcase }}</p>{% for x in xs %}{{ x }}{% endfor %}')).toBeUndefined();
    expect(checkLiquid('<p>\n  <b>{{ a </b>')).toMatchObject({
      line: 2,
      column: 6,
      message: expect.stringContaining('not closed'),
    });
    expect(checkLiquid('ok\n{% endif %}')).toEqual({ line: 2, column: 1, message: 'tag "endif" not found' });
  });
});
