import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  FilterSyntaxError,
  formatFilters,
  MAX_FILTER_LENGTH,
  MAX_FILTER_TERMS,
  parseFilters,
  type FilterGroups,
  type FilterOperator,
  type FilterTerm,
} from './index.js';

const t = (field: string, op: FilterOperator, value: string | null): FilterTerm => ({ field, op, value });

describe('parseFilters: valid input', () => {
  const cases: Array<{ given: string; want: FilterGroups }> = [
    // no filter
    { given: '', want: [] },
    { given: '   ', want: [] },
    { given: '\t\n', want: [] },
    // every operator
    { given: 'a==1', want: [[t('a', '==', '1')]] },
    { given: 'a=1', want: [[t('a', '==', '1')]] },
    { given: 'a!=1', want: [[t('a', '!=', '1')]] },
    { given: 'a>1', want: [[t('a', '>', '1')]] },
    { given: 'a>=1', want: [[t('a', '>=', '1')]] },
    { given: 'a<1', want: [[t('a', '<', '1')]] },
    { given: 'a<=1', want: [[t('a', '<=', '1')]] },
    { given: 'a~1', want: [[t('a', '~', '1')]] },
    { given: 'a!~1', want: [[t('a', '!~', '1')]] },
    { given: 'a^1', want: [[t('a', '^', '1')]] },
    { given: 'a$1', want: [[t('a', '$', '1')]] },
    // longest operator wins; the rest is value
    { given: 'a===1', want: [[t('a', '==', '=1')]] },
    { given: 'a=>1', want: [[t('a', '==', '>1')]] },
    { given: 'a<>1', want: [[t('a', '<', '>1')]] },
    { given: 'a>==1', want: [[t('a', '>=', '=1')]] },
    { given: 'a!==1', want: [[t('a', '!=', '=1')]] },
    { given: 'a~~', want: [[t('a', '~', '~')]] },
    // field names
    { given: '_x9==1', want: [[t('_x9', '==', '1')]] },
    { given: 'CTitle~Hello', want: [[t('CTitle', '~', 'Hello')]] },
    // null
    { given: 'a==null', want: [[t('a', '==', null)]] },
    { given: 'a=null', want: [[t('a', '==', null)]] },
    { given: 'a!=null', want: [[t('a', '!=', null)]] },
    { given: 'a==NULL', want: [[t('a', '==', 'NULL')]] },
    { given: 'a== null', want: [[t('a', '==', ' null')]] },
    { given: 'a==nullx', want: [[t('a', '==', 'nullx')]] },
    // after other operators null is the word: a table search for "null"
    ...(['>', '>=', '<', '<=', '~', '!~', '^', '$'] as const).map((op) => ({
      given: `a${op}null`,
      want: [[t('a', op, 'null')]],
    })),
    // values are literal: empty allowed, whitespace kept, unicode kept
    { given: 'a==', want: [[t('a', '==', '')]] },
    { given: 'a~', want: [[t('a', '~', '')]] },
    { given: 'a== x ', want: [[t('a', '==', ' x ')]] },
    { given: 'a==été 😀', want: [[t('a', '==', 'été 😀')]] },
    { given: 'a==x.y', want: [[t('a', '==', 'x.y')]] },
    { given: 'a==x|y', want: [[t('a', '==', 'x|y')]] },
    { given: 'd>=2024-01-01T00:00:00Z', want: [[t('d', '>=', '2024-01-01T00:00:00Z')]] },
    // escapes
    { given: 'a==x\\,y', want: [[t('a', '==', 'x,y')]] },
    { given: 'a==x\\|y', want: [[t('a', '==', 'x|y')]] },
    { given: 'a==x\\\\y', want: [[t('a', '==', 'x\\y')]] },
    { given: 'a==\\\\', want: [[t('a', '==', '\\')]] },
    { given: 'a==\\,,b==\\|', want: [[t('a', '==', ','), t('b', '==', '|')]] },
    { given: 'a==\\\\,b==1', want: [[t('a', '==', '\\'), t('b', '==', '1')]] },
    { given: 'a==\\\\\\,', want: [[t('a', '==', '\\,')]] },
    // AND (default and `.`)
    { given: 'a==1,b==2', want: [[t('a', '==', '1'), t('b', '==', '2')]] },
    { given: '.a==1,.b==2', want: [[t('a', '==', '1'), t('b', '==', '2')]] },
    { given: 'a==1,.b==2', want: [[t('a', '==', '1'), t('b', '==', '2')]] },
    // OR, and AND binding tighter than OR
    { given: 'a==1,|b==2', want: [[t('a', '==', '1')], [t('b', '==', '2')]] },
    { given: 'a==1,b==2,|c==3', want: [[t('a', '==', '1'), t('b', '==', '2')], [t('c', '==', '3')]] },
    { given: 'a==1,|b==2,c==3', want: [[t('a', '==', '1')], [t('b', '==', '2'), t('c', '==', '3')]] },
    {
      given: 'a==1,|b==2,.c==3,|d==4',
      want: [[t('a', '==', '1')], [t('b', '==', '2'), t('c', '==', '3')], [t('d', '==', '4')]],
    },
    // a leading `|` just opens the first group
    { given: '|a==1', want: [[t('a', '==', '1')]] },
    { given: '|a==1,b==2', want: [[t('a', '==', '1'), t('b', '==', '2')]] },
    { given: '|a==1,|b==2', want: [[t('a', '==', '1')], [t('b', '==', '2')]] },
    // the table-search shape
    { given: 'CTitle~x,|CSeoUrl~x', want: [[t('CTitle', '~', 'x')], [t('CSeoUrl', '~', 'x')]] },
    {
      given: 'CIsPublished==true,CTitle~x,|CIsPublished==true,CSeoUrl~x',
      want: [
        [t('CIsPublished', '==', 'true'), t('CTitle', '~', 'x')],
        [t('CIsPublished', '==', 'true'), t('CSeoUrl', '~', 'x')],
      ],
    },
  ];

  it.each(cases)('$given', ({ given, want }) => {
    expect(parseFilters(given)).toEqual(want);
  });

  it(`accepts exactly ${MAX_FILTER_TERMS} terms and ${MAX_FILTER_LENGTH} characters`, () => {
    const terms = Array.from({ length: MAX_FILTER_TERMS }, () => 'a==1').join(',');
    expect(parseFilters(terms)[0]).toHaveLength(MAX_FILTER_TERMS);
    const long = `a==${'x'.repeat(MAX_FILTER_LENGTH - 3)}`;
    expect(parseFilters(long)[0][0].value).toHaveLength(MAX_FILTER_LENGTH - 3);
  });
});

describe('parseFilters: errors', () => {
  const cases: Array<{ given: string; term: string; message: string }> = [
    // empty terms
    { given: 'a==1,,b==2', term: '', message: 'Filter term "" is empty (term 2)' },
    { given: ',a==1', term: '', message: 'Filter term "" is empty (term 1)' },
    { given: 'a==1,', term: '', message: 'Filter term "" is empty (term 2)' },
    { given: ',', term: '', message: 'Filter term "" is empty (term 1)' },
    { given: 'a==1,|', term: '|', message: 'Filter term "|" is empty (term 2)' },
    { given: '.', term: '.', message: 'Filter term "." is empty (term 1)' },
    { given: 'a==1, ,b==2', term: ' ', message: 'Filter term " " is empty (term 2)' },
    // no operator
    { given: 'CTitle', term: 'CTitle', message: 'Filter term "CTitle" has no operator' },
    { given: 'a==1,|CTitle', term: '|CTitle', message: 'Filter term "|CTitle" has no operator' },
    { given: 'a b', term: 'a b', message: 'Filter term "a b" has no operator' },
    // no field
    { given: '==1', term: '==1', message: 'Filter term "==1" has no field name' },
    { given: '|~x', term: '|~x', message: 'Filter term "|~x" has no field name' },
    { given: '.=x', term: '.=x', message: 'Filter term ".=x" has no field name' },
    // bad field names
    { given: '1a==1', term: '1a==1', message: 'Filter term "1a==1" has an invalid field name "1a"' },
    { given: 'a b==1', term: 'a b==1', message: 'Filter term "a b==1" has an invalid field name "a b"' },
    { given: ' a==1', term: ' a==1', message: 'Filter term " a==1" has an invalid field name " a"' },
    { given: 'a ==1', term: 'a ==1', message: 'Filter term "a ==1" has an invalid field name "a "' },
    { given: 'a-b==1', term: 'a-b==1', message: 'Filter term "a-b==1" has an invalid field name "a-b"' },
    { given: 'été==1', term: 'été==1', message: 'Filter term "été==1" has an invalid field name "été"' },
    { given: '|.a==1', term: '|.a==1', message: 'Filter term "|.a==1" has an invalid field name ".a"' },
    {
      given: 'a\\,b==1',
      term: 'a\\,b==1',
      message: 'Filter term "a\\,b==1" has an invalid field name "a\\,b"',
    },
    // `!` alone is not an operator
    { given: 'a!1', term: 'a!1', message: 'Filter term "a!1" has an unknown operator "!" after "a"' },
    // escapes
    {
      given: 'a==x\\y',
      term: 'a==x\\y',
      message: 'Filter term "a==x\\y" has an invalid escape "\\y" (only \\, \\| and \\\\ are allowed)',
    },
    {
      given: 'a==\\😀,b==1',
      term: 'a==\\😀',
      message: 'Filter term "a==\\😀" has an invalid escape "\\😀" (only \\, \\| and \\\\ are allowed)',
    },
    {
      given: 'a==x\\',
      term: 'a==x\\',
      message: 'Filter term "a==x\\" ends with a lone "\\" (write "\\\\" for a backslash)',
    },
    {
      given: 'a==1,b==\\\\\\',
      term: 'b==\\\\\\',
      message: 'Filter term "b==\\\\\\" ends with a lone "\\" (write "\\\\" for a backslash)',
    },
  ];

  it.each(cases)('$given', ({ given, term, message }) => {
    let caught: unknown;
    try {
      parseFilters(given);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(FilterSyntaxError);
    expect((caught as FilterSyntaxError).name).toBe('FilterSyntaxError');
    expect((caught as FilterSyntaxError).term).toBe(term);
    expect((caught as FilterSyntaxError).message).toBe(message);
  });

  it('rejects input longer than MAX_FILTER_LENGTH', () => {
    const input = `a==${'x'.repeat(MAX_FILTER_LENGTH)}`;
    expect(() => parseFilters(input)).toThrow(
      new FilterSyntaxError(input, `Filter is ${input.length} characters long; the limit is ${MAX_FILTER_LENGTH}`),
    );
  });

  it('rejects more than MAX_FILTER_TERMS terms', () => {
    const input = Array.from({ length: MAX_FILTER_TERMS + 1 }, (_, i) => `f${i}==1`).join(',');
    expect(() => parseFilters(input)).toThrow(
      `Filter has ${MAX_FILTER_TERMS + 1} terms; the limit is ${MAX_FILTER_TERMS} (term ${MAX_FILTER_TERMS + 1} is "f${MAX_FILTER_TERMS}==1")`,
    );
  });

  it('rejects a non-string (e.g. a repeated query parameter) with FilterSyntaxError', () => {
    expect(() => parseFilters(['a==1', 'b==2'] as unknown as string)).toThrow(FilterSyntaxError);
  });

  it('shortens very long terms in the message but keeps them whole in .term', () => {
    const raw = 'x'.repeat(200);
    try {
      parseFilters(raw);
      expect.unreachable();
    } catch (e) {
      expect((e as FilterSyntaxError).term).toBe(raw);
      expect((e as FilterSyntaxError).message).toBe(`Filter term "${'x'.repeat(80)}…" has no operator`);
    }
  });
});

describe('formatFilters', () => {
  const cases: Array<{ given: FilterGroups; want: string }> = [
    { given: [], want: '' },
    { given: [[t('a', '==', '1'), t('b', '!=', null)]], want: 'a==1,b!=null' },
    { given: [[t('CTitle', '~', 'x')], [t('CSeoUrl', '~', 'x')]], want: 'CTitle~x,|CSeoUrl~x' },
    { given: [[t('a', '==', 'x,y|z\\')]], want: 'a==x\\,y\\|z\\\\' },
    { given: [[t('a', '^', '')]], want: 'a^' },
  ];

  it.each(cases)('$want', ({ given, want }) => {
    expect(formatFilters(given)).toBe(want);
    expect(parseFilters(want)).toEqual(given);
  });

  const unrepresentable: Array<{ given: FilterGroups; message: string }> = [
    { given: [[]], message: 'Filter group 1 is empty' },
    { given: [[t('a', '==', '1')], []], message: 'Filter group 2 is empty' },
    { given: [[t('1a', '==', '1')]], message: 'Filter term "1a==1" has an invalid field name "1a"' },
    { given: [[t('a', '=' as FilterOperator, '1')]], message: 'Filter term "a=1" has an unknown operator "="' },
    {
      given: [[t('a', '~', null)]],
      message: 'Filter term "a~null" uses null with "~"; null only works with == and !=',
    },
    {
      given: [[t('a', '==', 'null')]],
      message: 'Filter term "a==null" has the string "null", which after == and != reads as NULL',
    },
    {
      given: [[t('a', '>', '=5')]],
      message: 'Filter term "a>=5" has a value starting with "=", which would read back as ">="',
    },
  ];

  it.each(unrepresentable)('rejects: $message', ({ given, message }) => {
    expect(() => formatFilters(given)).toThrow(FilterSyntaxError);
    expect(() => formatFilters(given)).toThrow(message);
  });
});

describe('properties', () => {
  /** Calls parseFilters and fails the property if it throws anything but FilterSyntaxError. */
  function parseOrSyntaxError(s: string): FilterGroups | undefined {
    try {
      return parseFilters(s);
    } catch (e) {
      if (e instanceof FilterSyntaxError && typeof e.term === 'string') return undefined;
      throw e;
    }
  }

  const grammarChar = fc.constantFrom(...',|.\\=!<>~^$ aZ_9n'.split(''), 'null', 'é', '😀');
  const anyInput = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 100 }), // full unicode, lone surrogates included
    fc.string({ unit: grammarChar, maxLength: 100 }),
    fc.string({ unit: grammarChar, maxLength: 5 }).map((s) => `a${s}`), // mostly "field + something"
    // many near-valid terms: multi-group successes, and enough of them to cross MAX_FILTER_TERMS
    fc
      .array(
        fc
          .tuple(
            fc.constantFrom('', '|', '.'),
            fc.constantFrom('a', '_B1', '', '1'),
            fc.constantFrom('==', '=', '!=', '>', '>=', '<', '<=', '~', '!~', '^', '$', '!', ''),
            fc.string({ unit: grammarChar, maxLength: 4 }),
          )
          .map((parts) => parts.join('')),
        { maxLength: 60, size: 'max' },
      )
      .map((terms) => terms.join(',')),
  );

  it('parseFilters only ever returns or throws FilterSyntaxError; results re-format to themselves', () => {
    fc.assert(
      fc.property(anyInput, (s) => {
        const groups = parseOrSyntaxError(s);
        if (groups === undefined) return;
        for (const group of groups) expect(group.length).toBeGreaterThan(0);
        // Whatever the parser produces, the formatter can write back.
        expect(parseFilters(formatFilters(groups))).toEqual(groups);
      }),
      { numRuns: 2000 },
    );
  });

  const field = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,11}$/);
  const valueChar = fc.constantFrom(',', '|', '\\', '=', '.', ' ', 'a', 'n', 'u', 'l', 'é', '😀');
  const value = fc.oneof(
    { arbitrary: fc.string({ unit: valueChar, maxLength: 12 }), weight: 9 },
    { arbitrary: fc.constant('null'), weight: 1 },
  );
  const term: fc.Arbitrary<FilterTerm> = fc.oneof(
    fc.record({
      field,
      op: fc.constantFrom<FilterOperator>('==', '!='),
      value: fc.option(value, { nil: null }),
    }),
    fc.record({
      field,
      op: fc.constantFrom<FilterOperator>('>', '>=', '<', '<=', '~', '!~', '^', '$'),
      value,
    }),
  );
  /** False for the two value shapes the grammar cannot write (see formatFilters). */
  const representableTerm = (x: FilterTerm) =>
    !(x.value === 'null' && (x.op === '==' || x.op === '!=')) &&
    !((x.op === '>' || x.op === '<') && x.value?.startsWith('='));
  const representable = (g: FilterGroups) => g.every((grp) => grp.every(representableTerm));
  const groupsOf = (tm: fc.Arbitrary<FilterTerm>) =>
    fc.array(fc.array(tm, { minLength: 1, maxLength: 5 }), { maxLength: 5 });
  const validGroups = groupsOf(term.filter(representableTerm));
  const anyGroups = groupsOf(term);

  it('round-trips: parseFilters(formatFilters(g)) equals g for every valid g', () => {
    fc.assert(
      fc.property(validGroups, (g) => {
        expect(parseFilters(formatFilters(g))).toEqual(g);
      }),
      { numRuns: 2000 },
    );
  });

  it('formatFilters either round-trips or refuses with FilterSyntaxError', () => {
    fc.assert(
      fc.property(anyGroups, (g) => {
        let text: string;
        try {
          text = formatFilters(g);
        } catch (e) {
          expect(e).toBeInstanceOf(FilterSyntaxError);
          expect(representable(g)).toBe(false);
          return;
        }
        expect(parseFilters(text)).toEqual(g);
      }),
      { numRuns: 1000 },
    );
  });
});
