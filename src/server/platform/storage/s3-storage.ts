// The S3-compatible driver (AWS S3, MinIO, R2, …) through @aws-sdk/client-s3.
// Uploads stream through @aws-sdk/lib-storage's Upload (multipart for large
// bodies, never the whole file in memory); an object appears only when the
// upload completes, and a failed stream aborts it, so nothing partial is ever
// stored. Keys sit under an optional prefix, so one bucket can hold several
// sites. The SDK is loaded by the first S3Storage, so an instance on local
// storage never loads it (it cost every start 108 ms: docs/decisions/0095-the-server-runs-bundled.md).
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { Storage, StoredObject } from './storage.js';

const loadSdk = async () => {
  const [s3, lib] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { ...s3, Upload: lib.Upload };
};
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  prefix: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export class S3Storage implements Storage {
  readonly description: string;
  /** The SDK and the client, once loaded. */
  private readonly ready: Promise<{ sdk: Sdk; client: S3Client }>;

  constructor(private readonly settings: S3Settings) {
    const config: S3ClientConfig = {
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      // Since SDK 3.729 every upload carries x-amz-checksum-* headers by default, which several
      // S3-compatible servers (R2 at the time, older MinIO, Ceph, B2) refuse; AWS keeps the default.
      ...(settings.endpoint
        ? {
            endpoint: settings.endpoint,
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {}),
      // Without keys the SDK's default chain applies (environment, profile, instance role).
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    };
    this.ready = loadSdk().then((sdk) => ({ sdk, client: new sdk.S3Client(config) }));
    this.description = `S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}${settings.prefix ? ` under ${settings.prefix}` : ''}`;
  }

  private key(key: string): string {
    return this.settings.prefix + key;
  }

  async put(key: string, body: Readable | Buffer | string, contentType: string): Promise<void> {
    const { sdk, client } = await this.ready;
    const upload = new sdk.Upload({
      client,
      params: { Bucket: this.settings.bucket, Key: this.key(key), Body: body, ContentType: contentType },
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const { sdk, client } = await this.ready;
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
      // The bucket's ETag (quoted, changes with every put); a server that sends none gets one from the modification time.
      const etag =
        out.ETag ??
        `"${out.LastModified?.getTime().toString(36) ?? '0'}-${Number(out.ContentLength ?? 0).toString(36)}"`;
      return { body: out.Body as Readable, size: Number(out.ContentLength ?? 0), etag };
    } catch (e) {
      if (
        e instanceof sdk.NoSuchKey ||
        (e as { name?: string }).name === 'NoSuchKey' ||
        (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      )
        return undefined;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.ready;
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
  }

  async list(prefix: string): Promise<string[]> {
    const { sdk, client } = await this.ready;
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const out = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: this.key(prefix),
          ContinuationToken: token,
        }),
      );
      for (const o of out.Contents ?? []) if (o.Key) keys.push(o.Key.slice(this.settings.prefix.length));
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  close(): void {
    void this.ready.then(({ client }) => client.destroy());
  }
}
