// UPLOAD_MAX_BYTES: read from the environment, checked, and named in the 413.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/platform/config.js';
import { formatBytes } from '../../src/server/files/save-upload.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { png } from '../support/upload-fixtures.js';
import { fileUpload } from '../support/multipart.js';

describe('UPLOAD_MAX_BYTES', () => {
  it('defaults to 10 MB and accepts a positive whole number of bytes only', () => {
    expect(loadConfig({}).uploadMaxBytes).toBe(10 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_BYTES: '2097152' }).uploadMaxBytes).toBe(2097152);
    for (const bad of ['ten', '0', '-5', '1.5'])
      expect(() => loadConfig({ UPLOAD_MAX_BYTES: bad }), bad).toThrow(/UPLOAD_MAX_BYTES/);
  });

  it('is written in the message as people read sizes', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(5_000_000)).toBe('4.8 MB');
    expect(formatBytes(1000)).toBe('1000 bytes');
  });
});

describe.each(testDialects())('a smaller upload limit (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect, { uploadMaxBytes: 2048 });
  });
  afterAll(async () => t?.close());

  it('refuses a file over the configured limit, naming it', async () => {
    const body = fileUpload('big.png', Buffer.concat([png(2, 2), Buffer.alloc(2048)]));
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/file',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].message).toBe('The file is larger than 2 KB.');
  });
});
