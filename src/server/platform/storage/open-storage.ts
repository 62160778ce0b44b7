// The storage STORAGE_DRIVER names (config.ts): 'local' (DATA_DIR) or 's3'.
import type { Config } from '../config.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

export function openStorage(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  return config.storage.driver === 's3' ? new S3Storage(config.storage.s3!) : new LocalStorage(config.dataDir);
}
