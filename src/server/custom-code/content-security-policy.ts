// Parsing a Content-Security-Policy value (CSP Level 3 grammar: directives separated by ';', each a name and
// space-separated source expressions) and deciding whether a script would be allowed by it.
const CSP_DIRECTIVES = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'prefetch-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'navigate-to',
  'sandbox',
  'report-uri',
  'report-to',
  'upgrade-insecure-requests',
  'block-all-mixed-content',
  'require-trusted-types-for',
  'trusted-types',
  'fenced-frame-src',
  'webrtc',
]);

const KEYWORDS = new Set([
  "'self'",
  "'none'",
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'strict-dynamic'",
  "'unsafe-hashes'",
  "'report-sample'",
  "'wasm-unsafe-eval'",
  "'inline-speculation-rules'",
  "'unsafe-allow-redirects'",
]);
// Directives whose values are not source lists.
const NOT_SOURCE_LISTS = new Set([
  'sandbox',
  'report-uri',
  'report-to',
  'upgrade-insecure-requests',
  'block-all-mixed-content',
  'require-trusted-types-for',
  'trusted-types',
  'webrtc',
]);
const NONCE_OR_HASH = /^'(nonce-[A-Za-z0-9+/_=-]+|sha(256|384|512)-[A-Za-z0-9+/_=-]+)'$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:$/i;
// host-source: [scheme://](*.)host[:port][/path], the host possibly '*'.
const HOST =
  /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(?:\d{1,5}|\*))?(?:\/[^\s;,]*)?$/i;

type Csp = Map<string, string[]>;

/** A problem of a policy: its code (code.csp.*, shared/api/error-codes.ts) and params; the header rule adds its number and name. */
interface CspProblem {
  code: 'notDirective' | 'twice' | 'unquotedKeyword' | 'notSource' | 'noneAlone';
  params: { directive: string; source?: string };
}

interface CspParse {
  policy: Csp;
  problems: CspProblem[];
}

export function parseCsp(value: string): CspParse {
  const policy: Csp = new Map();
  const problems: CspProblem[] = [];
  for (const part of value.split(';')) {
    const tokens = part.trim().split(/\s+/).filter(Boolean);
    if (!tokens.length) continue;
    const name = tokens[0].toLowerCase();
    const sources = tokens.slice(1);
    if (!CSP_DIRECTIVES.has(name)) {
      problems.push({ code: 'notDirective', params: { directive: tokens[0] } });
      continue;
    }
    if (policy.has(name)) {
      problems.push({ code: 'twice', params: { directive: name } });
      continue;
    }
    if (!NOT_SOURCE_LISTS.has(name)) {
      for (const source of sources) {
        const lower = source.toLowerCase();
        // A bare keyword would be read as a host named "self": almost always a missing pair of quotes.
        if (KEYWORDS.has(`'${lower}'`)) problems.push({ code: 'unquotedKeyword', params: { directive: name, source } });
        else if (KEYWORDS.has(lower) || NONCE_OR_HASH.test(source) || SCHEME.test(source) || HOST.test(source))
          continue;
        else problems.push({ code: 'notSource', params: { directive: name, source } });
      }
      if (sources.length > 1 && sources.some((s) => s.toLowerCase() === "'none'"))
        problems.push({ code: 'noneAlone', params: { directive: name } });
    }
    policy.set(name, sources);
  }
  return { policy, problems };
}

/** The sources that govern script elements: script-src-elem, else script-src, else default-src (CSP3 fallback); undefined when none applies. */
export function scriptSources(policy: Csp): string[] | undefined {
  return policy.get('script-src-elem') ?? policy.get('script-src') ?? policy.get('default-src');
}

/** Whether inline script runs: 'unsafe-inline' without a nonce or hash beside it (which would make browsers ignore it). */
export function allowsInlineScript(sources: string[] | undefined): boolean {
  if (!sources) return true;
  const lower = sources.map((s) => s.toLowerCase());
  const hasNonceOrHash = sources.some((s) => NONCE_OR_HASH.test(s));
  if (lower.includes("'strict-dynamic'")) return false;
  return lower.includes("'unsafe-inline'") && !hasNonceOrHash;
}

export function allowsEval(policy: Csp): boolean {
  const sources = policy.get('script-src') ?? policy.get('default-src');
  return !sources || sources.map((s) => s.toLowerCase()).includes("'unsafe-eval'");
}

/** Whether a script at `url` may load (the page's own origin is unknown here, so 'self' allows relative URLs only). */
export function allowsScriptUrl(sources: string[] | undefined, url: URL | 'relative'): boolean {
  if (!sources) return true;
  if (sources.some((s) => NONCE_OR_HASH.test(s)) && sources.map((s) => s.toLowerCase()).includes("'strict-dynamic'"))
    return false;
  for (const raw of sources) {
    const source = raw.toLowerCase();
    if (url === 'relative') {
      if (source === "'self'" || source === '*') return true;
      continue;
    }
    if (source === '*') {
      if (['http:', 'https:'].includes(url.protocol)) return true;
      continue;
    }
    if (SCHEME.test(source)) {
      if (url.protocol === source) return true;
      continue;
    }
    if (source.startsWith("'")) continue;
    if (matchesHostSource(source, url)) return true;
  }
  return false;
}

function matchesHostSource(source: string, url: URL): boolean {
  const m = /^(?:([a-z][a-z0-9+.-]*):\/\/)?([^/:]+)(?::(\d+|\*))?(\/.*)?$/.exec(source);
  if (!m) return false;
  const [, scheme, host, port, path] = m;
  if (scheme && `${scheme}:` !== url.protocol && !(scheme === 'http' && url.protocol === 'https:')) return false;
  if (!scheme && !['http:', 'https:'].includes(url.protocol)) return false;
  const hostname = url.hostname.toLowerCase();
  if (host.startsWith('*.')) {
    if (!hostname.endsWith(host.slice(1))) return false;
  } else if (host !== '*' && host !== hostname) return false;
  if (port && port !== '*' && port !== (url.port || (url.protocol === 'https:' ? '443' : '80'))) return false;
  if (path && path !== '/') {
    if (path.endsWith('/') ? !url.pathname.startsWith(path) : url.pathname !== path) return false;
  }
  return true;
}
