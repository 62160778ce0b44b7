// What the server runs with when nothing is set: pinned to what the hand-written
// config.ts gave before the settings became a schema (issue 11 item 6), so the
// move to a schema changed no default, derived ones included.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/platform/config.js';
import { TEST_SECRETS_KEY } from '../support/dialects.js';

const SECRET = 'a-shared-signing-key-of-32-characters-or-more';

describe('settings defaults', () => {
  it('are the ones the server always had (SQLite, local files)', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      secretsKey: undefined,
      secretsKeyPrevious: [],
      smtpUrl: undefined,
      admin: { user: 'admin', password: undefined, email: 'admin@localhost' },
      tokenTtl: 8 * 3600,
      countCacheTtlMs: 0,
      apiRequestsPerMinute: 0,
      logLevel: 'warn',
      seedDemo: true,
      trustedProxies: [],
      requireSecondFactor: false,
      sessionIdleSeconds: 30 * 60,
      statementTimeoutMs: 10_000,
      pgScanConnections: 2,
      pgDumpPath: 'pg_dump',
      sessionAbsoluteSeconds: 12 * 3600,
      corsOrigins: [],
      fetchAllow: [],
      metricsAllow: ['127.0.0.1', '::1'],
      mailFrom: 'Back office <no-reply@localhost>',
      storage: { driver: 'local' },
      uploadMaxBytes: 10 * 1024 * 1024,
      previewLinkHours: 24,
      publicUrl: 'http://127.0.0.1:8080',
      // Webhooks may not call loopback, private or link-local addresses unless an operator allows it (decision 0136).
      webhookAllowPrivate: false,
    });
  });

  it('derives the count cache from the database and the public URL from HOST and PORT', () => {
    const pg = loadConfig({
      DATABASE_URL: 'postgres://cms@db.internal/cms',
      JWT_SECRET: SECRET,
      SECRETS_KEY: TEST_SECRETS_KEY,
    });
    expect(pg.countCacheTtlMs).toBe(30_000);
    expect(pg.databaseUrl).toBe('postgres://cms@db.internal/cms');
    expect(
      loadConfig({
        DATABASE_URL: 'postgresql://cms@db.internal/cms',
        JWT_SECRET: SECRET,
        SECRETS_KEY: TEST_SECRETS_KEY,
      }).countCacheTtlMs,
    ).toBe(30_000);
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicUrl).toBe('http://0.0.0.0:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://office.example.org/' }).publicUrl).toBe('https://office.example.org');
  });

  it('reads every setting it is given', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/cms',
      SMTP_URL: 'smtp://mailer:pw@mail.internal:587',
      CMS_ADMIN_USER: 'root',
      CMS_ADMIN_PASSWORD: 'first password',
      CMS_ADMIN_EMAIL: 'root@example.org',
      TOKEN_TTL_SECONDS: '3600',
      COUNT_CACHE_TTL_MS: '5000',
      API_REQUESTS_PER_MINUTE: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2',
      REQUIRE_SECOND_FACTOR: 'true',
      SESSION_IDLE_SECONDS: '600',
      SESSION_ABSOLUTE_SECONDS: '7200',
      CORS_ORIGINS: 'https://www.example.org',
      METRICS_ALLOW: '10.0.0.0/8',
      MAIL_FROM: 'Office <office@example.org>',
      UPLOAD_MAX_BYTES: '2097152',
      PREVIEW_LINK_HOURS: '48',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/cms',
      smtpUrl: 'smtp://mailer:pw@mail.internal:587',
      admin: { user: 'root', password: 'first password', email: 'root@example.org' },
      tokenTtl: 3600,
      countCacheTtlMs: 5000,
      apiRequestsPerMinute: 0,
      logLevel: 'info',
      seedDemo: false,
      trustedProxies: ['10.0.0.1', '10.0.0.2'],
      requireSecondFactor: true,
      sessionIdleSeconds: 600,
      sessionAbsoluteSeconds: 7200,
      corsOrigins: ['https://www.example.org'],
      metricsAllow: ['10.0.0.0/8'],
      mailFrom: 'Office <office@example.org>',
      uploadMaxBytes: 2097152,
      previewLinkHours: 48,
      publicUrl: 'http://0.0.0.0:3000',
    });
  });
});
