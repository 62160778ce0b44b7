import { describe, expect, it } from 'vitest';
import { formOf, keyBody, keyFormErrors, valueStatus, type KeyRecord } from './key-form.js';

const record: KeyRecord = {
  KmId: 3,
  KmName: 'OpenAI',
  KmDescription: 'AI tools',
  KmHasValue: true,
  KmValueEnding: 'abcd',
  KmValueChangedBy: 'admin',
  KmValueChangedAt: '2026-11-22T09:30:00.000Z',
  KmCreated: '2026-11-22T09:30:00.000Z',
  KmUpdated: '2026-11-22T09:30:00.000Z',
};

describe('the key form', () => {
  it('sends only what changed, and a value only when one was typed (trimmed) or removed', () => {
    expect(keyBody(formOf(record), record)).toEqual({});
    expect(keyBody({ ...formOf(record), description: ' Prod ' }, record)).toEqual({ KmDescription: 'Prod' });
    expect(keyBody({ ...formOf(record), newValue: '  sk-new-value-123\n' }, record)).toEqual({
      KmValue: 'sk-new-value-123',
    });
    expect(keyBody({ ...formOf(record), removeValue: true }, record)).toEqual({ KmValue: null });
    expect(keyBody({ name: 'New', description: '', newValue: 'sk-1234567890', removeValue: false })).toEqual({
      KmName: 'New',
      KmDescription: null,
      KmValue: 'sk-1234567890',
    });
  });

  it('needs a name, and a value the server would take', () => {
    expect(keyFormErrors({ ...formOf(record), name: ' ' })).toEqual({ name: expect.stringMatching(/name/) });
    expect(keyFormErrors({ ...formOf(record), newValue: '   ' })).toEqual({
      newValue: expect.stringMatching(/must not be empty/),
    });
    expect(keyFormErrors({ ...formOf(record), newValue: ' ok-value ' })).toEqual({});
    expect(keyFormErrors({ ...formOf(record), newValue: '   ', removeValue: true })).toEqual({});
  });

  it('says what may be shown of the stored value, and never more', () => {
    expect(valueStatus(record)).toBe('Set, ending in …abcd');
    expect(valueStatus({ KmHasValue: true, KmValueEnding: null })).toBe('Set (too short to show its ending)');
    expect(valueStatus({ KmHasValue: false, KmValueEnding: null })).toBe('No value set');
    expect(valueStatus(undefined)).toBe('No value set');
  });
});
