// The API group form (issue 13 item 5) as plain data: the group's fields and
// its endpoint rows as the user edits them, the save body the server takes
// (src/shared/api/api-access.ts), and the problems of the shared rules keyed
// by the field names the server's 422 uses, so both land at the same input.
import { apiGroupProblems } from '../../../../shared/api-access.js';
import type { ApiGroupSave, ApiGroupWithEndpoints } from '../../../../shared/api/api-access.js';

export interface EndpointRow {
  /** A React key for the row: stable while rows are added and removed. */
  rowKey: string;
  AeId?: number;
  AeMethod: string;
  AePath: string;
  AeDescription: string;
  AeEnabled: boolean;
}

export interface GroupForm {
  AgName: string;
  AgDescription: string;
  AgEnabled: boolean;
  endpoints: EndpointRow[];
}

let rows = 0;
export const newEndpoint = (): EndpointRow => ({
  rowKey: `new-${++rows}`,
  AeMethod: 'GET',
  AePath: '',
  AeDescription: '',
  AeEnabled: true,
});

export function formOf(value?: ApiGroupWithEndpoints): GroupForm {
  if (!value) return { AgName: '', AgDescription: '', AgEnabled: true, endpoints: [] };
  return {
    AgName: value.group.AgName,
    AgDescription: value.group.AgDescription ?? '',
    AgEnabled: value.group.AgEnabled !== false,
    endpoints: value.endpoints.map((e) => ({
      rowKey: `ae-${e.AeId}`,
      AeId: e.AeId,
      AeMethod: e.AeMethod,
      AePath: e.AePath,
      AeDescription: e.AeDescription ?? '',
      AeEnabled: e.AeEnabled !== false,
    })),
  };
}

export function saveBodyOf(form: GroupForm): ApiGroupSave {
  return {
    group: { AgName: form.AgName.trim(), AgDescription: form.AgDescription.trim() || null, AgEnabled: form.AgEnabled },
    endpoints: form.endpoints.map((e) => ({
      ...(e.AeId ? { AeId: e.AeId } : {}),
      AeMethod: e.AeMethod,
      AePath: e.AePath.trim(),
      AeDescription: e.AeDescription.trim() || null,
      AeEnabled: e.AeEnabled,
    })),
  };
}

/** The shared rules' problems, the first per field: {'group.AgName': …, 'endpoints[2].AePath': …}. */
export function formProblems(form: GroupForm): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const p of apiGroupProblems(
    saveBodyOf(form) as unknown as { group: Record<string, unknown>; endpoints: unknown[] },
  ))
    problems[p.field] ??= p.message;
  return problems;
}
