// STORAGE_DRIVER and S3_*: read from the environment, checked at start (a
// wrong value stops the server with a message naming the variable and what
// it accepts), and the driver they name is the one opened.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/platform/config.js';
import { LocalStorage } from '../../src/server/platform/storage/local-storage.js';
import { openStorage } from '../../src/server/platform/storage/open-storage.js';
import { S3Storage } from '../../src/server/platform/storage/s3-storage.js';

const S3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'site-files' };

describe('storage settings', () => {
  it('defaults to the local directory under DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: '/srv/cms' });
    expect(config.storage).toEqual({ driver: 'local' });
    const storage = openStorage(config);
    expect(storage).toBeInstanceOf(LocalStorage);
    expect(storage.description).toBe('local directory /srv/cms');
  });

  it('reads the S3 settings with their defaults', () => {
    expect(loadConfig(S3).storage).toEqual({
      driver: 's3',
      s3: {
        bucket: 'site-files',
        region: 'us-east-1',
        endpoint: undefined,
        prefix: '',
        forcePathStyle: false,
        accessKeyId: undefined,
        secretAccessKey: undefined,
      },
    });
    const full = loadConfig({
      ...S3,
      STORAGE_DRIVER: 'S3',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_PREFIX: '/cms/site-a',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).storage;
    // A custom endpoint means path-style unless told otherwise; the prefix is a folder.
    expect(full.s3).toEqual({
      bucket: 'site-files',
      region: 'auto',
      endpoint: 'http://minio.internal:9000',
      prefix: 'cms/site-a/',
      forcePathStyle: true,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(
      loadConfig({ ...S3, S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: 'false' }).storage.s3
        ?.forcePathStyle,
    ).toBe(false);
    expect(loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'true' }).storage.s3?.forcePathStyle).toBe(true);
    const storage = openStorage(loadConfig({ ...S3, S3_ENDPOINT: 'http://minio.internal:9000', S3_PREFIX: 'cms' }));
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.description).toBe('S3 bucket site-files at http://minio.internal:9000 under cms/');
    storage.close?.();
  });

  it('stops the start on a wrong value, naming the variable and what it accepts', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(
      /STORAGE_DRIVER must be "local" .* or "s3" .*got "ftp"/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET is required with STORAGE_DRIVER=s3/);
    expect(() => loadConfig({ ...S3, S3_BUCKET: '  ' })).toThrow(/S3_BUCKET is required/);
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
    expect(() => loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE must be true or false/,
    );
    expect(() => loadConfig({ ...S3, S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ ...S3, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    // The S3 settings mean nothing to the local driver and are not checked there.
    expect(loadConfig({ S3_ENDPOINT: 'nonsense' }).storage).toEqual({ driver: 'local' });
  });
});
