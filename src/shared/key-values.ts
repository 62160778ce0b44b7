// What a Key Manager value may be, and what of it may be shown (issue 13):
// the same rules for the screen (which checks before sending) and the
// server (which refuses). A value is never shown again once set; only its
// last 4 characters, and only for values of 12 or more, where 4 characters
// give away little of it.
export const KEY_VALUE_MAX_LENGTH = 16_384;
const KEY_VALUE_ENDING_FROM = 12;

/** Why a value cannot be stored, or undefined when it can (the sentence follows the field's name). */
export function keyValueProblem(value: string): string | undefined {
  if (!value.trim()) return 'must not be empty: give the key, or remove the value';
  if (value !== value.trim())
    return 'must not start or end with spaces or line breaks (they are usually left over from copying)';
  if ([...value].length > KEY_VALUE_MAX_LENGTH) return `is longer than ${KEY_VALUE_MAX_LENGTH} characters`;
  return undefined;
}

/** The last 4 characters of a long enough value, else null. */
export function keyValueEnding(value: string): string | null {
  const chars = [...value];
  return chars.length >= KEY_VALUE_ENDING_FROM ? chars.slice(-4).join('') : null;
}
