import { describe, expect, it } from 'vitest';
import { checkAnswers, compilePattern, isIsoDate } from './answers.js';
import type { FormField } from './form-config.js';

const form = (...fields: FormField[]) => ({ fields });
const post = (pairs: Record<string, string | string[]>) =>
  Object.entries(pairs).flatMap(([k, v]) =>
    Array.isArray(v) ? v.map((x) => [k, x] as [string, string]) : [[k, v] as [string, string]],
  );
const errorsOf = (fields: FormField[], pairs: Record<string, string | string[]>) => {
  const result = checkAnswers(form(...fields), post(pairs));
  return result.ok ? [] : result.errors;
};
const answersOf = (fields: FormField[], pairs: Record<string, string | string[]>) => {
  const result = checkAnswers(form(...fields), post(pairs));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.answers;
};

const name: FormField = { name: 'name', label: 'Your name', type: 'text', required: true, maxLength: 10 };
const email: FormField = { name: 'email', label: 'E-mail', type: 'email', required: true };

describe('checkAnswers', () => {
  it('names each missing required field, in the form’s order, for a post of only an unrelated field', () => {
    expect(errorsOf([name, email, { name: 'note', label: 'Note', type: 'textarea' }], { unrelated: '1' })).toEqual([
      { field: 'name', message: '"Your name" is required' },
      { field: 'email', message: '"E-mail" is required' },
    ]);
  });

  it('keeps only the configured fields, as plain text, and says which names it dropped', () => {
    const result = checkAnswers(
      form(name, email, { name: 'note', label: 'Note', type: 'textarea' }),
      post({ name: ' <b>Ann</b> ', email: 'ann@example.com', note: '', csrf: 'x', utm_source: 'Google' }),
    );
    expect(result).toEqual({
      ok: true,
      answers: { name: 'Ann', email: 'ann@example.com' },
      dropped: ['csrf', 'utm_source'],
    });
  });

  it('treats markup that leaves nothing as an empty answer', () => {
    expect(errorsOf([name], { name: '<script>alert(1)</script>' })).toEqual([
      { field: 'name', message: '"Your name" is required' },
    ]);
  });

  it('refuses two values for a one-value field', () => {
    expect(errorsOf([name], { name: ['Ann', 'Bob'] })[0].message).toContain('takes one answer');
  });

  it('checks text lengths in characters and the pattern with its message', () => {
    const code: FormField = {
      name: 'code',
      label: 'Code',
      type: 'text',
      minLength: 3,
      pattern: '[A-Z]{2}\\d+',
      patternMessage: 'two capitals then digits',
    };
    expect(errorsOf([code], { code: 'AB' })[0].message).toBe('"Code" needs at least 3 characters');
    expect(errorsOf([code], { code: 'ab12' })[0]).toEqual({
      field: 'code',
      message: '"Code": two capitals then digits',
    });
    expect(errorsOf([code], { code: 'xAB12' })).toHaveLength(1); // the whole answer must match
    expect(answersOf([code], { code: 'AB12' })).toEqual({ code: 'AB12' });
    expect(errorsOf([name], { name: 'ééééééééééé' })[0].message).toBe('"Your name" may have at most 10 characters');
    expect(answersOf([name], { name: '😀😀😀😀😀😀😀😀😀😀' }).name).toHaveLength(20); // ten characters, twenty UTF-16 units
    expect(errorsOf([{ ...code, patternMessage: undefined }], { code: 'zzz' })[0].message).toBe(
      '"Code" is not in the expected format',
    );
  });

  it('ignores a pattern that does not compile (the builder refuses it on save)', () => {
    expect(compilePattern('(')).toBeUndefined();
    expect(answersOf([{ name: 'x', label: 'X', type: 'text', pattern: '(' }], { x: 'anything' })).toEqual({
      x: 'anything',
    });
  });

  it.each(['ann@example.com', 'a.b+c@sub.example.org'])('accepts the e-mail %s', (v) =>
    expect(errorsOf([email], { email: v })).toEqual([]),
  );
  it.each(['ann', 'ann@example', 'ann @example.com', 'a@b@c.com', 'ann@example.com, bob@example.com'])(
    'refuses the e-mail %j',
    (v) => expect(errorsOf([email], { email: v })[0].message).toContain('must be an e-mail address'),
  );

  const phone: FormField = { name: 'phone', label: 'Phone', type: 'phone' };
  it.each(['+1 (555) 123-4567', '0123 456789', '555.123.4567'])('accepts the phone %j', (v) =>
    expect(errorsOf([phone], { phone: v })).toEqual([]),
  );
  it.each(['12345', 'call me', '+1 555 123 4567 890 1234', '555-CALL-NOW'])('refuses the phone %j', (v) =>
    expect(errorsOf([phone], { phone: v })[0].message).toContain('must be a phone number'),
  );

  const guests: FormField = { name: 'guests', label: 'Guests', type: 'number', required: true, min: 1, max: 4 };
  it('checks numbers and their bounds', () => {
    expect(answersOf([guests], { guests: '4' })).toEqual({ guests: '4' });
    expect(errorsOf([guests], { guests: '0' })[0].message).toBe('"Guests" must be at least 1');
    expect(errorsOf([guests], { guests: '5' })[0].message).toBe('"Guests" must be at most 4');
    expect(errorsOf([guests], { guests: '1e3' })[0].message).toBe('"Guests" must be a number');
    expect(errorsOf([guests], { guests: 'two' })[0].message).toBe('"Guests" must be a number');
    expect(answersOf([{ ...guests, min: undefined, max: undefined }], { guests: '-2.5' })).toEqual({ guests: '-2.5' });
  });

  const day: FormField = { name: 'day', label: 'Day', type: 'date', min: '2026-01-01', max: '2026-12-31' };
  it('checks dates and their bounds', () => {
    expect(answersOf([day], { day: '2026-02-28' })).toEqual({ day: '2026-02-28' });
    expect(errorsOf([day], { day: '2026-02-30' })[0].message).toBe('"Day" must be a date written YYYY-MM-DD');
    expect(errorsOf([day], { day: '02/03/2026' })[0].message).toBe('"Day" must be a date written YYYY-MM-DD');
    expect(errorsOf([day], { day: '2025-12-31' })[0].message).toBe('"Day" must be on or after 2026-01-01');
    expect(errorsOf([day], { day: '2027-01-01' })[0].message).toBe('"Day" must be on or before 2026-12-31');
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
  });

  const options = [
    { value: 'a', text: 'Alpha' },
    { value: 'b', text: 'Beta' },
  ];
  it.each(['select', 'radio'] as const)('a %s answer is one of its options', (type) => {
    const f: FormField = { name: 'pick', label: 'Pick', type, options, required: true };
    expect(answersOf([f], { pick: 'b' })).toEqual({ pick: 'b' });
    expect(errorsOf([f], { pick: 'c' })[0]).toEqual({ field: 'pick', message: '"Pick" has no option "c"' });
    expect(errorsOf([f], { pick: ['a', 'b'] })[0].message).toContain('takes one answer');
    expect(errorsOf([f], {})[0].message).toBe('"Pick" is required');
  });

  it('a checkbox with options answers a list of its options', () => {
    const f: FormField = { name: 'topics', label: 'Topics', type: 'checkbox', options, required: true };
    expect(answersOf([f], { topics: ['a', 'b', 'a'] })).toEqual({ topics: ['a', 'b'] });
    expect(answersOf([f], { topics: 'a' })).toEqual({ topics: ['a'] });
    expect(errorsOf([f], { topics: ['a', 'z'] })[0].message).toBe('"Topics" has no option "z"');
    expect(errorsOf([f], {})[0].message).toBe('"Topics": choose at least one option');
    expect(answersOf([{ ...f, required: false }], {})).toEqual({});
  });

  it('a checkbox without options is a tick', () => {
    const f: FormField = { name: 'agree', label: 'I agree', type: 'checkbox', required: true };
    expect(answersOf([f], { agree: 'on' })).toEqual({ agree: 'yes' });
    expect(answersOf([f], { agree: ['off', 'true'] })).toEqual({ agree: 'yes' });
    expect(errorsOf([f], { agree: 'off' })[0].message).toBe('"I agree" must be ticked');
    expect(errorsOf([f], { agree: 'maybe' })[0].message).toContain('is a tick box');
    expect(answersOf([{ ...f, required: false }], {})).toEqual({});
  });

  it('a file answer is a form-file token', () => {
    const f: FormField = { name: 'cv', label: 'CV', type: 'file', required: true };
    const token = `ff_${'0'.repeat(32)}`;
    expect(answersOf([f], { cv: token })).toEqual({ cv: token });
    expect(errorsOf([f], { cv: 'C:\\fakepath\\cv.pdf' })[0].message).toBe(
      '"CV" must be a file uploaded with this form (upload it again)',
    );
    expect(errorsOf([f], { cv: 'secured-file:12' })).toHaveLength(1); // a visitor cannot name a stored file
  });

  it('names the field by its name when it has no label', () => {
    expect(errorsOf([{ name: 'x', label: '', type: 'text', required: true }], {})).toEqual([
      { field: 'x', message: '"x" is required' },
    ]);
  });
});
