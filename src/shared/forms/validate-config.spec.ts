import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormConfig, FormField } from './form-config.js';
import { isSafeRedirect, validateFormColumns } from './validate-config.js';

const field = (over: Partial<FormField> & Record<string, unknown> = {}): FormField =>
  ({ name: 'name', label: 'Name', type: 'text', ...over }) as FormField;
const config = (...fields: FormField[]): FormConfig => ({ fields });
const paths = (columns: Parameters<typeof validateFormColumns>[0]) => validateFormColumns(columns).map((i) => i.path);

const contact = config(
  field({ required: true }),
  field({ name: 'email', label: 'E-mail', type: 'email' }),
  field({ name: 'consent', label: 'Send me news', type: 'checkbox' }),
);

describe('validateFormColumns', () => {
  it('accepts a well-formed form, every field type and every setting', () => {
    const all = config(
      field({
        required: true,
        minLength: 2,
        maxLength: 100,
        pattern: '^\\p{L}+$',
        patternMessage: 'Letters only',
        placeholder: 'Ann',
        helpText: 'As on your card',
        autocomplete: 'given-name',
      }),
      field({ name: 'email', label: 'E-mail', type: 'email' }),
      field({ name: 'phone', label: 'Phone', type: 'phone' }),
      field({ name: 'guests', label: 'Guests', type: 'number', min: 1, max: 4 }),
      field({ name: 'day', label: 'Day', type: 'date', min: '2026-01-01', max: '2026-12-31' }),
      field({ name: 'size', label: 'Size', type: 'select', options: [{ value: 's', text: 'Small' }] }),
      field({ name: 'consent', label: 'Consent', type: 'checkbox' }),
      field({
        name: 'pick',
        label: 'Pick',
        type: 'radio',
        options: [
          { value: 'a', text: 'A' },
          { value: 'b', text: 'B' },
        ],
      }),
      field({ name: 'msg', label: 'Message', type: 'textarea', rows: 6 }),
      field({ name: 'cv', label: 'CV', type: 'file', accept: '.pdf, image/*, application/msword' }),
    );
    expect(
      validateFormColumns({
        FrmConfig: {
          ...all,
          submitText: 'Send',
          successMessage: 'Thanks',
          redirectUrl: '/thanks',
          honeypotField: 'website',
        },
        FrmMetaData: {
          notify: { to: ['info@example.com'], subject: 'New' },
          confirmationEmail: { enabled: true, templateCId: 50, emailField: 'email' },
          pageUrl: '/contact',
        },
        FrmEmailMarketing: {
          enabled: true,
          providerCId: 24,
          listId: 'abc',
          fieldMap: { email: 'email', firstName: 'name' },
          consentField: 'consent',
          doubleOptIn: true,
          subscribeField: null,
        },
      }),
    ).toEqual([]);
  });

  it('names each field that breaks a rule', () => {
    const bad = config(
      field({ name: '1st' }),
      field({ name: 'dup', label: '' }),
      field({ name: 'DUP', type: 'colour' as never }),
      field({ name: 'size', type: 'select' }),
      field({ name: 'short', minLength: 5, maxLength: 2 }),
      field({ name: 'n', type: 'number', min: 'x' }),
      field({ name: 'd', type: 'date', min: '2026-02-30' }),
      field({ name: 'p', pattern: '(' }),
      field({ name: 'rows', rows: 3 }),
      field({ name: 'typo', requried: true }),
    );
    expect(paths({ FrmConfig: bad })).toEqual([
      'FrmConfig.fields[0].name',
      'FrmConfig.fields[1].label',
      'FrmConfig.fields[2].name',
      'FrmConfig.fields[2].type',
      'FrmConfig.fields[3].options',
      'FrmConfig.fields[4].maxLength',
      'FrmConfig.fields[5].min',
      'FrmConfig.fields[6].min',
      'FrmConfig.fields[7].pattern',
      'FrmConfig.fields[8].rows',
      'FrmConfig.fields[9].requried',
    ]);
  });

  it('refuses patterns that do not compile with the u flag or are absurdly long', () => {
    // '\\-' outside a class is fine without 'u' but an error with it.
    expect(paths({ FrmConfig: config(field({ pattern: 'a\\-b' })) })).toEqual(['FrmConfig.fields[0].pattern']);
    expect(validateFormColumns({ FrmConfig: config(field({ pattern: 'a'.repeat(501) })) })[0].message).toMatch(
      /longer than 500/,
    );
  });

  it('checks bounds order, option values and the honeypot', () => {
    expect(paths({ FrmConfig: config(field({ name: 'n', type: 'number', min: 5, max: 1 })) })).toEqual([
      'FrmConfig.fields[0].max',
    ]);
    expect(
      paths({
        FrmConfig: config(
          field({
            type: 'radio',
            options: [
              { value: 'a', text: 'A' },
              { value: 'a', text: 'B' },
            ],
          }),
        ),
      }),
    ).toEqual(['FrmConfig.fields[0].options[1].value']);
    expect(paths({ FrmConfig: { ...config(field()), honeypotField: 'name' } })).toEqual(['FrmConfig.honeypotField']);
    expect(paths({ FrmConfig: {} })).toEqual(['FrmConfig.fields']);
  });

  it('accepts only http(s) or site-relative redirects', () => {
    for (const ok of ['/thanks', 'https://example.com/done', 'http://example.com'])
      expect(isSafeRedirect(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'ftp://x.example', 'thanks'])
      expect(isSafeRedirect(bad), bad).toBe(false);
    expect(paths({ FrmConfig: { ...contact, redirectUrl: 'javascript:alert(1)' } })).toEqual(['FrmConfig.redirectUrl']);
  });

  it('checks notification recipients and the confirmation e-mail against the fields', () => {
    expect(
      paths({ FrmConfig: contact, FrmMetaData: { notify: { to: ['info@example.com', 'not an address'] } } }),
    ).toEqual(['FrmMetaData.notify.to']);
    expect(
      paths({ FrmConfig: contact, FrmMetaData: { confirmationEmail: { enabled: true, emailField: 'name' } } }),
    ).toEqual(['FrmMetaData.confirmationEmail.emailField']);
    expect(
      paths({ FrmConfig: contact, FrmMetaData: { confirmationEmail: { enabled: true, emailField: 'gone' } } }),
    ).toEqual(['FrmMetaData.confirmationEmail.emailField']);
    expect(paths({ FrmConfig: config(field()), FrmMetaData: { confirmationEmail: { enabled: true } } })).toEqual([
      'FrmMetaData.confirmationEmail.emailField',
    ]);
  });

  it('checks the e-mail marketing provider, field map and consent field', () => {
    expect(
      paths({
        FrmConfig: contact,
        FrmEmailMarketing: { enabled: true, providerCId: 50, fieldMap: { email: 'email' } },
      }),
    ).toEqual(['FrmEmailMarketing.providerCId']);
    expect(paths({ FrmConfig: contact, FrmEmailMarketing: { enabled: true, providerCId: 9 } })).toEqual([
      'FrmEmailMarketing.fieldMap.email',
    ]);
    expect(
      paths({
        FrmConfig: contact,
        FrmEmailMarketing: { enabled: true, providerCId: 9, fieldMap: { email: 'email', lastName: 'surname' } },
      }),
    ).toEqual(['FrmEmailMarketing.fieldMap.lastName']);
    expect(paths({ FrmConfig: contact, FrmEmailMarketing: { enabled: false, consentField: 'name' } })).toEqual([
      'FrmEmailMarketing.consentField',
    ]);
    // Switched off, an unfinished hook-up is kept as is.
    expect(paths({ FrmConfig: contact, FrmEmailMarketing: { enabled: false, providerCId: 9, listId: '' } })).toEqual(
      [],
    );
  });

  it('answers issues, never throws, whatever JSON the columns hold', () => {
    const field = fc.record(
      {
        name: fc.oneof(fc.string(), fc.jsonValue()),
        label: fc.oneof(fc.string(), fc.jsonValue()),
        type: fc.oneof(fc.constantFrom('text', 'select', 'date', 'number'), fc.jsonValue()),
        options: fc.jsonValue(),
        min: fc.jsonValue(),
        pattern: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    const column = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record({ fields: fc.oneof(fc.array(fc.oneof(field, fc.jsonValue())), fc.jsonValue()) }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(
        column,
        fc.jsonValue({ maxDepth: 3 }),
        fc.jsonValue({ maxDepth: 3 }),
        (FrmConfig, FrmMetaData, FrmEmailMarketing) => {
          expect(Array.isArray(validateFormColumns({ FrmConfig, FrmMetaData, FrmEmailMarketing }))).toBe(true);
        },
      ),
    );
  });
});
