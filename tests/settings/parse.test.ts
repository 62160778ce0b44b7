// Settings as a schema (issue 11 item 6): a bad value stops the start with a
// message naming the variable, what it accepts and the value given; every bad
// value is reported at once; .env is read like dotenv reads it and the real
// environment wins over it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Value from 'typebox/value';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/platform/config.js';
import { TEST_SECRETS_KEY } from '../support/dialects.js';
import { readDotEnvFile, readEnvironment } from '../../src/server/platform/settings/dotenv-file.js';
import { parseSettings, SettingsError } from '../../src/server/platform/settings/parse.js';
import { SETTINGS, type SettingDeclaration } from '../../src/server/platform/settings/schema.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(SettingsError);
    return (e as SettingsError).problems;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('a bad setting', () => {
  it('is named with what it accepts and the value given, for each kind of value', () => {
    expect(problemsOf({ TOKEN_TTL_SECONDS: '8h' })).toEqual([
      'TOKEN_TTL_SECONDS must be a whole number from 60 to 2592000, got "8h"',
    ]);
    expect(problemsOf({ TOKEN_TTL_SECONDS: '30' })).toEqual([
      'TOKEN_TTL_SECONDS must be a whole number from 60 to 2592000, got "30"',
    ]);
    expect(problemsOf({ PORT: '65536' })).toEqual(['PORT must be a whole number from 0 to 65535, got "65536"']);
    expect(problemsOf({ LOG_LEVEL: 'verbose' })).toEqual([
      'LOG_LEVEL must be "fatal", "error", "warn", "info", "debug", "trace" or "silent", got "verbose"',
    ]);
    expect(problemsOf({ PUBLIC_URL: 'office.example.org' })).toEqual([
      'PUBLIC_URL must be an http(s) URL such as https://office.example.org, got "office.example.org"',
    ]);
    expect(problemsOf({ REQUIRE_SECOND_FACTOR: 'yes' })).toEqual([
      'REQUIRE_SECOND_FACTOR must be true or false, got "yes"',
    ]);
    expect(problemsOf({ UPLOAD_MAX_BYTES: '0' })).toEqual([
      'UPLOAD_MAX_BYTES must be a whole number of at least 1, got "0"',
    ]);
  });

  it('never becomes NaN, a fraction or a truncated number', () => {
    for (const bad of ['', ' ', 'NaN', '1.5', '1e3', '0x50', '80 80', '+80', '99999999999999999999']) {
      if (bad.trim() === '') expect(loadConfig({ PORT: bad }).port, 'empty is unset').toBe(8080);
      else
        expect(problemsOf({ PORT: bad }), bad).toEqual([
          `PORT must be a whole number from 0 to 65535, got ${JSON.stringify(bad)}`,
        ]);
    }
  });

  it('is reported together with every other bad one, rules between settings included', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      SEED_DEMO: 'maybe',
      STORAGE_DRIVER: 's3',
      API_REQUESTS_PER_MINUTE: '-1',
    });
    expect(problems).toEqual([
      'PORT must be a whole number from 0 to 65535, got "eighty"',
      'SEED_DEMO must be true or false, got "maybe"',
      'API_REQUESTS_PER_MINUTE must be a whole number from 0 to 1000000000, got "-1"',
      'S3_BUCKET is required with STORAGE_DRIVER=s3: the name of the bucket that holds the files',
    ]);
    expect(() => loadConfig({ PORT: 'eighty', SEED_DEMO: 'maybe' })).toThrow(
      '2 settings are wrong:\n  - PORT must be a whole number from 0 to 65535, got "eighty"\n  - SEED_DEMO must be true or false, got "maybe"',
    );
  });

  it('in an address list is refused by the rule that compiles the list, with the others', () => {
    expect(problemsOf({ TRUSTED_PROXIES: '10.0.0.1, nginx', METRICS_ALLOW: '10.0.0.0/33', PORT: 'x' })).toEqual([
      'PORT must be a whole number from 0 to 65535, got "x"',
      'TRUSTED_PROXIES: "nginx" is not an address, a subnet or one of loopback, linklocal, uniquelocal',
      'METRICS_ALLOW: "10.0.0.0/33" has an invalid prefix length',
    ]);
  });

  it('gives one message for one mistake', () => {
    // A short key is not also reported as missing.
    expect(
      problemsOf({ DATABASE_URL: 'postgres://cms@db/cms', JWT_SECRET: 'short', SECRETS_KEY: TEST_SECRETS_KEY }),
    ).toEqual(['JWT_SECRET must be at least 32 characters, got 5 characters (not shown)']);
  });

  it('never repeats a secret, and shows only the scheme of a URL that may carry a password', () => {
    const problems = problemsOf({
      DATABASE_URL: 'mysql://cms:hunter2@db/cms',
      SMTP_URL: 'http://mailer:hunter2@mail',
      JWT_SECRET: 'hunter2',
    });
    expect(problems).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// URL (unset: the embedded SQLite database), got "mysql:…" (the rest not shown)',
      'JWT_SECRET must be at least 32 characters, got 7 characters (not shown)',
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@host:587, got "http:…" (the rest not shown)',
    ]);
    expect(problems.join('\n')).not.toContain('hunter2');
  });
});

describe('values', () => {
  it('are trimmed, except secrets; case does not matter in choices and booleans', () => {
    const config = loadConfig({
      PORT: ' 9000 ',
      LOG_LEVEL: 'INFO',
      SEED_DEMO: 'False',
      CMS_ADMIN_PASSWORD: ' spaced out ',
      STORAGE_DRIVER: 'S3',
      S3_BUCKET: ' files ',
    });
    expect(config.port).toBe(9000);
    expect(config.logLevel).toBe('info');
    expect(config.seedDemo).toBe(false);
    expect(config.admin.password).toBe(' spaced out ');
    expect(config.storage).toMatchObject({ driver: 's3', s3: { bucket: 'files' } });
  });

  it('empty means unset, except for lists, where it is the empty list', () => {
    expect(loadConfig({ LOG_LEVEL: '', MAIL_FROM: ' ', DATABASE_URL: '' })).toMatchObject({
      logLevel: 'warn',
      mailFrom: 'Back office <no-reply@localhost>',
      databaseUrl: undefined,
    });
    expect(loadConfig({ METRICS_ALLOW: '' }).metricsAllow).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.1 ,, loopback ' }).trustedProxies).toEqual(['10.0.0.1', 'loopback']);
  });

  it('of settings that do not apply are not read', () => {
    const { values, problems } = parseSettings({ S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: 'perhaps' });
    expect(problems).toEqual([]);
    expect(values.S3_REGION).toBe('us-east-1');
    expect(values.S3_FORCE_PATH_STYLE).toBeUndefined();
  });
});

describe('.env', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cms-dotenv-'));
  const file = join(dir, '.env');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    file,
    [
      '# Back office',
      'PORT=9000 # the port behind nginx',
      'MAIL_FROM="Office <office@example.org> # not a comment"',
      "CMS_ADMIN_PASSWORD=' two  spaces '",
      'LOG_LEVEL=info',
      '# SEED_DEMO=false',
      '',
    ].join('\n'),
  );

  it('drops a comment after a value and keeps quoted values whole', () => {
    expect(readDotEnvFile(file)).toEqual({
      PORT: '9000',
      MAIL_FROM: 'Office <office@example.org> # not a comment',
      CMS_ADMIN_PASSWORD: ' two  spaces ',
      LOG_LEVEL: 'info',
    });
    const config = loadConfig(readEnvironment(file, {}));
    expect(config).toMatchObject({
      port: 9000,
      mailFrom: 'Office <office@example.org> # not a comment',
      admin: { password: ' two  spaces ' },
      logLevel: 'info',
      seedDemo: true,
    });
  });

  it('loses to the real environment', () => {
    const config = loadConfig(readEnvironment(file, { PORT: '9100', SEED_DEMO: 'false' }));
    expect(config).toMatchObject({ port: 9100, seedDemo: false, logLevel: 'info' });
  });

  it('is optional', () => {
    expect(readDotEnvFile(join(dir, 'missing.env'))).toEqual({});
  });
});

describe('the schema', () => {
  const declared = Object.entries(SETTINGS) as Array<[string, SettingDeclaration]>;

  it('gives every default that its own type accepts, and a default or a defaultText to every setting that has no rule instead', () => {
    for (const [name, setting] of declared) {
      if (setting.default !== undefined) expect(Value.Check(setting.type, setting.default), name).toBe(true);
      else expect(setting.defaultText, `${name} needs a default or a defaultText for the docs`).toBeTruthy();
    }
  });

  it('makes settings depend only on a declared setting and one of its values', () => {
    for (const [name, { onlyWith }] of declared.filter(([, s]) => s.onlyWith)) {
      const other = SETTINGS[onlyWith!.setting as keyof typeof SETTINGS] as SettingDeclaration | undefined;
      expect(other, name).toBeDefined();
      expect(Value.Check(other!.type, onlyWith!.value), name).toBe(true);
    }
  });
});
