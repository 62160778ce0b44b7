// Issue 3 item 7: an unexpected failure is stored in ErrorLog with an id the
// 500 answer quotes, and nothing of the stack or the SQL leaves the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

describe.each(testDialects())('unexpected errors (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  it('logs a 500 with an id and answers without internals', async () => {
    // A real fault under the running server: a table vanishes.
    await t.db.exec('DROP TABLE "PageCSS"');
    const res = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/pagecss?pageNumber=1' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ status: 500, errors: [{ message: expect.stringMatching(/error id \d+/) }] });
    expect(res.body).not.toMatch(/PageCSS|no such table|does not exist|\bat \w+ \(|\.ts:\d+/);
    const id = Number(/error id (\d+)/.exec(body.errors[0].message)![1]);
    const row = await t.db.first<{
      ElMessage: string;
      ElStack: string;
      ElPath: string;
      ElStatus: number;
      ElUserName: string;
      ElRequestId: string;
    }>(sqlOf(`SELECT * FROM "ErrorLog" WHERE "ElId" = ${id}`));
    expect(row).toMatchObject({ ElPath: '/api/v1/db/pagecss?pageNumber=1', ElStatus: 500, ElUserName: 'admin' });
    // The id the answer carries, a UUID (not a per-process counter that repeats after a restart).
    expect(row!.ElRequestId).toBe(res.headers['x-request-id']);
    expect(row!.ElRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(row!.ElMessage).toMatch(/PageCSS/);
    expect(row!.ElStack.length).toBeGreaterThan(20);
  });
});
