// A public form's file field in Chromium (issue 14 item 6, POST
// /api/v1/mc/file/form): the public site is another origin (a page served on
// loopback, listed in CORS_ORIGINS as an operator would list theirs); its form
// sends the file with X-Public-Access naming the form, then submits the form
// with the returned token. The submission holds the file as a secured file,
// which staff open through a signed link and a visitor cannot reach.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../src/server/files/solid-png.js';
import { api } from '../support/server-process.js';
import { e2eSuite } from './support/browser.js';

const MINUTE = 60_000;

// The public site: one page whose script talks to the product at the address given in ?api=.
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Apply</title></head><body>
<main><h1>Job application</h1>
<form id="apply"><label>Name <input name="name" required></label>
<label>CV <input type="file" name="cv" required></label>
<button type="submit">Send application</button></form>
<p role="status" id="outcome"></p></main>
<script>
const params = new URLSearchParams(location.search);
const api = params.get('api'), formId = params.get('form');
document.getElementById('apply').addEventListener('submit', async (event) => {
  event.preventDefault();
  const outcome = document.getElementById('outcome');
  const data = new FormData(event.target);
  const upload = new FormData();
  upload.append('file', data.get('cv'));
  const stored = await fetch(api + '/api/v1/mc/file/form', { method: 'POST', headers: { 'X-Public-Access': formId }, body: upload });
  const file = await stored.json();
  if (!stored.ok) { outcome.textContent = 'Upload refused: ' + file.errors[0].message; return; }
  const sent = await fetch(api + '/api/v1/db/form/submit?id=' + formId, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ name: data.get('name'), cv: file.token }) });
  outcome.textContent = sent.ok ? 'Application received.' : 'Refused: ' + (await sent.text());
});
</script></body></html>`;

const site: Server = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE),
);
await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
const siteOrigin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
const suite = e2eSuite({ CORS_ORIGINS: siteOrigin });
afterAll(() => new Promise((r) => site.close(r)));

describe('a public form with a file field', () => {
  it(
    'uploads the file from the public site, submits the form with its token, and keeps the file secured',
    async () => {
      const base = suite.e2e.server.baseUrl;
      const form = await api(base, suite.token, 'POST', 'Form', { FrmName: 'Job application', FrmVisible: true });
      expect(form.status, JSON.stringify(form.body)).toBe(201);
      const formId = form.body.FrmId as number;

      const dir = mkdtempSync(join(tmpdir(), 'form-file-e2e-'));
      const cv = join(dir, 'cv.png');
      writeFileSync(cv, solidPng(12, 8, [10, 120, 60]));
      const page = await suite.context.newPage();
      await page.goto(`${siteOrigin}/?api=${encodeURIComponent(base)}&form=${formId}`);
      await page.getByLabel('Name').fill('Ada Lovelace');
      await page.getByLabel('CV').setInputFiles(cv);
      await page.getByRole('button', { name: 'Send application' }).click();
      await expect.poll(() => page.getByRole('status').textContent()).toBe('Application received.');

      // The submission holds a reference to a secured file, not the bytes nor a public URL.
      const submissions = await api(
        base,
        suite.token,
        'GET',
        `FormSubmission?pageNumber=1&pageSize=10&filters=${encodeURIComponent(`FrmId==${formId}`)}`,
      );
      expect(submissions.status).toBe(200);
      expect(submissions.body).toHaveLength(1);
      const answer = JSON.stringify(submissions.body[0]);
      const fileId = Number(/secured-file:(\d+)/.exec(answer)?.[1]);
      expect(fileId, answer).toBeGreaterThan(0);
      expect(answer).not.toContain('/files/');

      // Staff open it through a signed link; without the signature the path is refused.
      const link = await fetch(`${base}/api/v1/mc/documents/${fileId}/link`, {
        headers: { authorization: `Bearer ${suite.token}` },
      });
      expect(link.status).toBe(200);
      const { url } = (await link.json()) as { url: string };
      const file = await fetch(new URL(url, base));
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(solidPng(12, 8, [10, 120, 60]))).toBe(true);
      const unsigned = await fetch(`${base}/secured-documents/${fileId}/download`);
      expect(unsigned.status).toBe(403);

      // A second application reusing the claimed token is refused and stores nothing.
      const again = await page.evaluate(
        async ([apiBase, id, token]) =>
          (
            await fetch(`${apiBase}/api/v1/db/form/submit?id=${id}`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ name: 'Copy cat', cv: token }),
            })
          ).status,
        [base, String(formId), `ff_${'0'.repeat(32)}`] as const,
      );
      expect(again).toBe(400);
      expect(
        (
          await api(
            base,
            suite.token,
            'GET',
            `FormSubmission?pageNumber=1&pageSize=10&filters=${encodeURIComponent(`FrmId==${formId}`)}`,
          )
        ).body,
      ).toHaveLength(1);
    },
    3 * MINUTE,
  );
});
