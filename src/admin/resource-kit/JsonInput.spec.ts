import { describe, expect, it } from 'vitest';
import { InvalidJson, jsonText, parseJsonText } from './JsonInput.js';

describe('the JSON editor', () => {
  it('stores valid text parsed and empty text as null', () => {
    expect(parseJsonText('{"dWidth": 100, "ext": "png"}')).toEqual({ dWidth: 100, ext: 'png' });
    expect(parseJsonText('  ')).toBeNull();
    expect(parseJsonText('[1,2]')).toEqual([1, 2]);
  });
  it('marks invalid text with the parser message, keeping the text', () => {
    const bad = parseJsonText('{"a": ');
    expect(bad).toBeInstanceOf(InvalidJson);
    expect((bad as InvalidJson).text).toBe('{"a": ');
    expect((bad as InvalidJson).message).toMatch(/^Not valid JSON: /);
  });
  it('shows values indented, nothing for null', () => {
    expect(jsonText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(jsonText(null)).toBe('');
  });
});
