// Small checks of JSON bodies for the site-tool calls: each failure names the field.
import { badRequest, invalid } from '../errors.js';

export function objectBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The body must be a JSON object');
  return body as Record<string, unknown>;
}

export function onlyFields(body: Record<string, unknown>, allowed: readonly string[]): void {
  for (const k of Object.keys(body))
    if (!allowed.includes(k)) throw invalid(`Unknown field "${k}" (expected ${allowed.join(', ')})`, k);
}

export function integerField(body: Record<string, unknown>, name: string): number {
  const v = body[name];
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw invalid(`${name} must be a whole number`, name);
  return v;
}

/** A positive integer from a URL segment, or a 400 naming it. */
export function idParam(text: string, name: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1)
    throw badRequest(`${name} must be a positive whole number, got "${text}"`, name);
  return Number(text);
}
