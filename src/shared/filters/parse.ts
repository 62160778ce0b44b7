/**
 * Parser for the `filters` query parameter of the generic data API
 * (api-contract.md §2). Pure: no I/O, no schema knowledge — checking field
 * names against the schema is the caller's job.
 *
 * Grammar:
 *   filters  := '' | term (',' term)*
 *   term     := ('|' | '.')? field operator value
 *   field    := [A-Za-z_][A-Za-z0-9_]*
 *   operator := '==' | '!=' | '>=' | '<=' | '!~' | '=' | '>' | '<' | '~' | '^' | '$'
 *   value    := the rest of the term; '\,' '\|' '\\' are escapes, the bare
 *               value `null` means SQL NULL after == and !=; after other operators it is the word.
 *
 * A `|` term starts a new AND-group (OR with what came before); AND binds
 * tighter, so the result is in disjunctive normal form.
 *
 * Written as a hand scanner, not a regex: every character is looked at a
 * bounded number of times, so the cost is linear in the input length.
 */

export type FilterOperator = '==' | '!=' | '>' | '>=' | '<' | '<=' | '~' | '!~' | '^' | '$';

export interface FilterTerm {
  field: string;
  op: FilterOperator;
  value: string | null;
}

/** Disjunctive normal form: OR of AND-groups. [] = no filter. */
export type FilterGroups = FilterTerm[][];

export const MAX_FILTER_LENGTH = 4000;
export const MAX_FILTER_TERMS = 50;

export class FilterSyntaxError extends Error {
  /** The offending raw term text, as written (prefix and escapes included). */
  readonly term: string;

  constructor(term: string, message: string) {
    super(message);
    this.name = 'FilterSyntaxError';
    this.term = term;
  }
}

/** Builds `Filter term "<raw>" <problem>`, shortening very long terms in the message only. */
function termError(raw: string, problem: string): FilterSyntaxError {
  const shown = raw.length > 80 ? `${raw.slice(0, 80)}…` : raw;
  return new FilterSyntaxError(raw, `Filter term "${shown}" ${problem}`);
}

// Two-character operators come first so that the longest one wins.
const TWO_CHAR_OPS: readonly FilterOperator[] = ['==', '!=', '>=', '<=', '!~'];
const ONE_CHAR_OPS: Readonly<Record<string, FilterOperator>> = {
  '=': '==', // `=` is accepted as a synonym and normalized
  '>': '>',
  '<': '<',
  '~': '~',
  '^': '^',
  $: '$',
};
const ALL_OPS = new Set<string>(['==', '!=', '>', '>=', '<', '<=', '~', '!~', '^', '$']);
/** Characters that can begin an operator; used only to choose the best error message. */
const OP_START = '=!<>~^$';

function isFieldStart(c: string): boolean {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c === '_';
}

function isFieldChar(c: string): boolean {
  return isFieldStart(c) || (c >= '0' && c <= '9');
}

function isFieldName(s: string): boolean {
  if (s.length === 0 || !isFieldStart(s[0])) return false;
  for (let i = 1; i < s.length; i++) if (!isFieldChar(s[i])) return false;
  return true;
}

/** The operator at `s[i]`, longest first, or undefined. */
function matchOperator(s: string, i: number): { op: FilterOperator; length: number } | undefined {
  const two = s.slice(i, i + 2);
  for (const op of TWO_CHAR_OPS) if (two === op) return { op, length: 2 };
  const one = ONE_CHAR_OPS[s[i]];
  return one === undefined ? undefined : { op: one, length: 1 };
}

/**
 * Splits on unescaped commas, keeping escapes intact (they are checked when
 * the value is decoded). A backslash always consumes the next character here,
 * so `\,` never splits; a backslash at the very end of the input has nothing
 * to escape.
 */
function splitTerms(input: string): string[] {
  const terms: string[] = [];
  let start = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (c === '\\') {
      if (i === input.length - 1) {
        throw termError(input.slice(start), 'ends with a lone "\\" (write "\\\\" for a backslash)');
      }
      i++;
    } else if (c === ',') {
      terms.push(input.slice(start, i));
      start = i + 1;
    }
  }
  terms.push(input.slice(start));
  return terms;
}

/** Decodes `\,` `\|` `\\`; any other escape is an error. */
function unescapeValue(raw: string, term: string): string {
  if (!raw.includes('\\')) return raw;
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = raw[i + 1];
    if (next !== ',' && next !== '|' && next !== '\\') {
      // splitTerms guarantees a character follows; show it whole even if it is an astral one.
      const shown = String.fromCodePoint(raw.codePointAt(i + 1) ?? 0);
      throw termError(term, `has an invalid escape "\\${shown}" (only \\, \\| and \\\\ are allowed)`);
    }
    out += next;
    i++;
  }
  return out;
}

/** Parses one raw term. `index` is 1-based, for messages about empty terms. */
function parseTerm(raw: string, index: number): { or: boolean; term: FilterTerm } {
  const prefix = raw[0];
  const or = prefix === '|';
  const body = or || prefix === '.' ? raw.slice(1) : raw;

  if (body.trim() === '') throw termError(raw, `is empty (term ${index})`);

  let end = 0;
  if (isFieldStart(body[0])) {
    end = 1;
    while (end < body.length && isFieldChar(body[end])) end++;
  }
  const field = body.slice(0, end);
  // No field, no operator: `==1` must not parse as an empty field name.
  const match = end > 0 && end < body.length ? matchOperator(body, end) : undefined;

  if (match === undefined) {
    // Pick the message that best explains what went wrong.
    let opAt = end;
    while (opAt < body.length && !OP_START.includes(body[opAt])) opAt++;
    if (opAt === body.length) throw termError(raw, 'has no operator');
    if (opAt === 0) throw termError(raw, 'has no field name');
    if (opAt === end) {
      // Only `!` not followed by `=` or `~` can land here.
      throw termError(raw, `has an unknown operator "${body[end]}" after "${field}"`);
    }
    throw termError(raw, `has an invalid field name "${body.slice(0, opAt)}"`);
  }

  const rawValue = body.slice(end + match.length);
  // `null` means NULL only where a comparison with NULL makes sense; after
  // ~, ^, $ and the rest it is the word itself (a search for "null").
  if (rawValue === 'null' && (match.op === '==' || match.op === '!=')) {
    return { or, term: { field, op: match.op, value: null } };
  }
  return { or, term: { field, op: match.op, value: unescapeValue(rawValue, raw) } };
}

/**
 * Parses a `filters` string into OR-of-AND groups. Throws FilterSyntaxError
 * (and nothing else) on any malformed input.
 */
export function parseFilters(input: string): FilterGroups {
  // Query strings can hand us arrays (`?filters=a&filters=b`); refuse them cleanly.
  if (typeof input !== 'string') throw new FilterSyntaxError('', 'Filter must be a single string');
  if (input.length > MAX_FILTER_LENGTH) {
    throw new FilterSyntaxError(input, `Filter is ${input.length} characters long; the limit is ${MAX_FILTER_LENGTH}`);
  }
  if (input.trim() === '') return [];

  const rawTerms = splitTerms(input);
  if (rawTerms.length > MAX_FILTER_TERMS) {
    const extra = rawTerms[MAX_FILTER_TERMS];
    throw new FilterSyntaxError(
      extra,
      `Filter has ${rawTerms.length} terms; the limit is ${MAX_FILTER_TERMS} (term ${MAX_FILTER_TERMS + 1} is "${extra.slice(0, 80)}")`,
    );
  }

  const groups: FilterGroups = [];
  rawTerms.forEach((raw, i) => {
    const { or, term } = parseTerm(raw, i + 1);
    // A leading `|` has nothing to OR with, so it simply opens the first group.
    if (or || groups.length === 0) groups.push([term]);
    else groups[groups.length - 1].push(term);
  });
  return groups;
}

function escapeValue(value: string): string {
  let out = '';
  for (const c of value) out += c === '\\' || c === ',' || c === '|' ? `\\${c}` : c;
  return out;
}

/**
 * Inverse of parseFilters: parseFilters(formatFilters(g)) deep-equals g.
 *
 * Throws FilterSyntaxError for groups the grammar cannot express: an empty
 * group, an invalid field name or operator, null with an operator other than
 * == and !=, the *string* "null" after == or != (the grammar has no way to quote it), and
 * `>`/`<` with a value starting with `=` (it would read back as `>=`/`<=`).
 * It does not enforce MAX_FILTER_LENGTH / MAX_FILTER_TERMS; parseFilters does.
 */
export function formatFilters(groups: FilterGroups): string {
  const parts: string[] = [];
  groups.forEach((group, g) => {
    if (group.length === 0) throw new FilterSyntaxError('', `Filter group ${g + 1} is empty`);
    group.forEach(({ field, op, value }, t) => {
      const text = `${field}${op}${value === null ? 'null' : escapeValue(value)}`;
      if (!isFieldName(field)) throw termError(text, `has an invalid field name "${field}"`);
      if (!ALL_OPS.has(op)) throw termError(text, `has an unknown operator "${op}"`);
      if (value === null && op !== '==' && op !== '!=') {
        throw termError(text, `uses null with "${op}"; null only works with == and !=`);
      }
      if (value === 'null' && (op === '==' || op === '!=')) {
        throw termError(text, 'has the string "null", which after == and != reads as NULL');
      }
      if ((op === '>' || op === '<') && value !== null && value.startsWith('=')) {
        throw termError(text, `has a value starting with "=", which would read back as "${op}="`);
      }
      // The first term of every group after the first carries the OR prefix.
      parts.push(g > 0 && t === 0 ? `|${text}` : text);
    });
  });
  return parts.join(',');
}
