// Small helpers for the editor tests: calls under /api/v1/mc/editor and a
// fresh page made through the real "add" call.
import { expect } from 'vitest';
import type { TestApp } from '../support/app.js';

export const EDITOR = '/api/v1/mc/editor';

export type Rec = Record<string, any>;

export async function addPage(t: TestApp, token: string, body: Rec): Promise<{ page: Rec; etag: string }> {
  const res = await t.call(token, { method: 'POST', url: `${EDITOR}/add`, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { page: res.json(), etag: String(res.headers.etag) };
}

export async function readPage(t: TestApp, token: string, cId: number): Promise<{ page: Rec; etag: string }> {
  const res = await t.call(token, { method: 'GET', url: `${EDITOR}/page/${cId}` });
  expect(res.statusCode, res.body).toBe(200);
  return { page: res.json(), etag: String(res.headers.etag) };
}

export function save(t: TestApp, token: string, cId: number, etag: string | undefined, body: Rec) {
  return t.call(token, {
    method: 'PUT',
    url: `${EDITOR}/page/${cId}`,
    payload: body,
    headers: etag ? { 'if-match': etag } : {},
  });
}

/** Adds a web page under the main menu (tag 53) with three blocks, published. */
export async function pageWithBlocks(t: TestApp, title: string): Promise<{ page: Rec; etag: string }> {
  const added = await addPage(t, t.adminToken, { CtId: 1, TId: 53, CTitle: title });
  const res = await save(t, t.adminToken, added.page.content.CId, added.etag, {
    blocks: {
      creates: [1, 2, 3].map((n) => ({ CbSortOrder: n, CbHeadline: `Block ${n}`, CbCopy: `<p>Copy ${n}</p>` })),
      updates: [],
      deletes: [],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { page: res.json(), etag: String(res.headers.etag) };
}
