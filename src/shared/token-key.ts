// A general token's key (spec §5): the token variant of the slug — trimmed,
// apostrophes dropped, every run of other characters one hyphen, case kept —
// made from the name the user types ("Company Phone" → "Company-Phone"). The
// key is the Liquid variable that templates and content write as
// `{{ Company-Phone }}` (liquidjs reads hyphens, digits and any letter as
// part of a name). The server makes the key; the admin shows it as the name
// is typed.
import { tokenize } from './slug.js';
import { codedProblem, type CodedProblem } from './api/error-codes.js';

/** Liquid's own literals: a token with one of these keys could never be read. */
const RESERVED_TOKEN_KEYS = ['true', 'false', 'nil', 'null', 'empty', 'blank'] as const;

type TokenKeyCheck = { ok: true; key: string } | { ok: false; key: string; problem: CodedProblem };

export function tokenKeyOf(name: string): TokenKeyCheck {
  const key = tokenize(name);
  if (!key) return { ok: false, key, problem: codedProblem('token.nameNoKey') };
  if ((RESERVED_TOKEN_KEYS as readonly string[]).includes(key.toLowerCase())) {
    return {
      ok: false,
      key,
      problem: codedProblem('token.reservedKey', { key, words: RESERVED_TOKEN_KEYS.join(', ') }),
    };
  }
  return { ok: true, key };
}

/** How content, blocks, templates and snippets write a token: the Liquid output of its key. */
export const tokenUsageSyntax = (key: string) => `{{ ${key} }}`;
