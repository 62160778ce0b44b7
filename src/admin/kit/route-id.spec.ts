import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { routeId } from './route-id.js';
import { isDenied, isNotFound } from './refusals.js';

describe('routeId', () => {
  it('reads a whole number from 1 up to the largest key', () => {
    expect(routeId('1')).toBe(1);
    expect(routeId('1058')).toBe(1058);
    expect(routeId('2147483647')).toBe(2147483647);
  });
  it('names no record for words, zero, signs, fractions, leading zeros and numbers beyond a key', () => {
    for (const text of [
      undefined,
      '',
      'abc',
      'NaN',
      'undefined',
      '0',
      '-3',
      '+3',
      '1.5',
      '1e3',
      '007',
      ' 5',
      '2147483648',
      '99999999999',
    ])
      expect(routeId(text)).toBeUndefined();
  });
});

describe('isNotFound', () => {
  it('is the server saying 404, nothing else', () => {
    expect(isNotFound(new HttpError('Form 9 was not found', 404, {}))).toBe(true);
    expect(isNotFound(new HttpError('Denied', 403, {}))).toBe(false);
    expect(isNotFound(new Error('x'))).toBe(false);
    expect(isDenied(new HttpError('Permission Denied', 403, {}))).toBe(true);
  });
});
