import { join } from 'node:path';
import type { Config } from '#config';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { Storage } from './storage';

export { LocalDiskStorage } from './local-disk';
export { S3Storage } from './s3';
export * from './storage';

/** The configured adapter: local disk under $DATA_DIR/uploads, or an S3-compatible bucket. */
export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  if (config.storage.driver === 's3') return new S3Storage(config.storage);
  return new LocalDiskStorage(join(config.dataDir, 'uploads'));
}
