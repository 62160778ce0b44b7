// The rules of an API group and its endpoints, checked by the API Access
// screen as the user types and by the server before it saves: each problem
// names its field the way the 422 does ('group.AgName', 'endpoints[2].AePath').
import { API_METHODS, MAX_ENDPOINTS_PER_GROUP } from './api/api-access.js';

interface AccessProblem {
  field: string;
  message: string;
}

const PATH = /^\/[^\s?#]*$/;
const chars = (v: string) => [...v].length;

function text(problems: AccessProblem[], field: string, label: string, value: unknown, max: number, required: boolean) {
  if (value === undefined || value === null || value === '') {
    if (required) problems.push({ field, message: `${label} is required` });
    return;
  }
  if (typeof value !== 'string') problems.push({ field, message: `${label} must be text` });
  else if (required && !value.trim()) problems.push({ field, message: `${label} is required` });
  else if (chars(value) > max) problems.push({ field, message: `${label} is longer than ${max} characters` });
}

function flag(problems: AccessProblem[], field: string, label: string, value: unknown) {
  if (value !== undefined && typeof value !== 'boolean')
    problems.push({ field, message: `${label} must be true or false` });
}

/** Every problem of a group save, in the order of the form; empty when it can be saved. */
export function apiGroupProblems(save: { group?: Record<string, unknown>; endpoints?: unknown[] }): AccessProblem[] {
  const problems: AccessProblem[] = [];
  const group = save.group ?? {};
  text(problems, 'group.AgName', 'The name', group.AgName, 200, true);
  text(problems, 'group.AgDescription', 'The description', group.AgDescription, 1000, false);
  flag(problems, 'group.AgEnabled', 'Enabled', group.AgEnabled);
  const endpoints = save.endpoints ?? [];
  if (endpoints.length > MAX_ENDPOINTS_PER_GROUP)
    problems.push({ field: 'endpoints', message: `A group holds at most ${MAX_ENDPOINTS_PER_GROUP} endpoints` });
  const seen = new Map<string, number>();
  endpoints.forEach((item, i) => {
    const e = (item ?? {}) as Record<string, unknown>;
    const at = `endpoints[${i}]`;
    const row = `Endpoint ${i + 1}`;
    if (!(API_METHODS as readonly unknown[]).includes(e.AeMethod))
      problems.push({
        field: `${at}.AeMethod`,
        message: `${row}: the method must be one of ${API_METHODS.join(', ')}`,
      });
    if (typeof e.AePath !== 'string' || !e.AePath)
      problems.push({ field: `${at}.AePath`, message: `${row}: the path is required` });
    else if (!PATH.test(e.AePath))
      problems.push({
        field: `${at}.AePath`,
        message: `${row}: the path must start with / and have no spaces, ? or #`,
      });
    else if (chars(e.AePath) > 800)
      problems.push({ field: `${at}.AePath`, message: `${row}: the path is longer than 800 characters` });
    text(problems, `${at}.AeDescription`, `${row}: the description`, e.AeDescription, 1000, false);
    flag(problems, `${at}.AeEnabled`, `${row}: enabled`, e.AeEnabled);
    if (typeof e.AePath === 'string' && typeof e.AeMethod === 'string') {
      const key = `${e.AeMethod} ${e.AePath}`;
      const first = seen.get(key);
      if (first !== undefined)
        problems.push({
          field: `${at}.AePath`,
          message: `${row}: ${key} is already endpoint ${first + 1} of this group`,
        });
      else seen.set(key, i);
    }
  });
  return problems;
}
