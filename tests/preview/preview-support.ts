// Helpers of the preview tests (preview.test.ts, preview-links.test.ts): a
// signed preview link made through the real call, opened signed out, and a
// web page with blocks (one of them carrying a script) to preview.
import { expect } from 'vitest';
import { addPage, save, type Rec } from '../editor/support.js';
import type { TestApp } from '../support/app.js';

export const PREVIEW = '/api/v1/mc/preview';

export type PreviewKind = 'live' | 'draft' | 'version';

export async function previewLink(t: TestApp, kind: PreviewKind, id: number, share = false, token = t.adminToken) {
  const res = await t.call(token, {
    method: 'POST',
    url: `${PREVIEW}/links`,
    payload: { kind, id, ...(share ? { share } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { url: string; expiresAt: string; id: number | null };
}

/** Signed out: no token at all. */
export const openSignedOut = (t: TestApp, url: string) => t.call('', { method: 'GET', url });

export async function previewHtml(t: TestApp, kind: PreviewKind, id: number) {
  const res = await openSignedOut(t, (await previewLink(t, kind, id)).url);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

export async function addWebPage(t: TestApp, title: string) {
  const added = await addPage(t, t.adminToken, { CtId: 1, TId: 53, CTitle: title });
  const res = await save(t, t.adminToken, added.page.content.CId, added.etag, {
    content: { CIntroText: '<p>Intro <script>alert(1)</script>text</p>' },
    blocks: {
      creates: [1, 2].map((n) => ({ CbSortOrder: n, CbHeadline: `Headline ${n}`, CbCopy: `<p>Copy ${n}</p>` })),
      updates: [],
      deletes: [],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cId: Number(added.page.content.CId), page: res.json() as Rec, etag: String(res.headers.etag) };
}
