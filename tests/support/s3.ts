// An S3-compatible server on loopback (s3rver) for the storage driver's
// tests: real HTTP, real SDK, no mock of the client.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { Config } from '../../src/server/platform/config.js';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the objects and multipart parts it has received. */
  directory: string;
  /** Settings for a server process. */
  env: Record<string, string>;
  /** The same as a Config part, for startApp overrides. */
  storage: Config['storage'];
  stop(): Promise<void>;
}

export async function startS3(bucket = 'cms-files'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    directory,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    storage: {
      driver: 's3',
      s3: { bucket, region: 'us-east-1', endpoint, prefix: 'site/', forcePathStyle: true, ...credentials },
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
