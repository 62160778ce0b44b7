import { describe, expect, it } from 'vitest';
import { KeyRing } from '../secrets/key-ring.js';
import { entity } from './entities.js';
import type { Identity } from './identity.js';
import { KEY_VALUE_PURPOSE, sealValues } from './sealed-values.js';

const actor = { userName: 'admin' } as Identity;
const ring = new KeyRing(Buffer.alloc(32, 3));

describe('sealValues', () => {
  it('seals a Key Manager value and records what may be shown of it', () => {
    const values: Record<string, unknown> = { KmName: 'k', KmValue: 'sk-live-0123456789' };
    sealValues(entity('KeyManager'), values, actor, ring, 'postgres', true);
    expect(ring.open(values.KmValue as string, KEY_VALUE_PURPOSE)).toBe('sk-live-0123456789');
    expect(values).toMatchObject({ KmHasValue: true, KmValueEnding: '6789', KmValueChangedBy: 'admin' });
  });

  it('refuses to write a value in the clear when no key ring was given', () => {
    expect(() =>
      sealValues(entity('KeyManager'), { KmValue: 'sk-live-0123456789' }, actor, undefined, 'sqlite', false),
    ).toThrow(/holds sealed values/);
  });

  it('leaves other entities alone', () => {
    const values = { TName: 'x' };
    sealValues(entity('Tag'), values, actor, undefined, 'sqlite', true);
    expect(values).toEqual({ TName: 'x' });
  });
});
