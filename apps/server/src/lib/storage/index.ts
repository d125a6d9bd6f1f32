import { join } from 'node:path';
import type { Config } from '../../config';
import { LocalDiskStorage } from './local-disk';
import type { Storage } from './storage';

export { LocalDiskStorage } from './local-disk';
export * from './storage';

/** The configured adapter; only local disk exists so far (S3 is a documented follow-up). */
export function createStorage(config: Pick<Config, 'dataDir'>): Storage {
  return new LocalDiskStorage(join(config.dataDir, 'uploads'));
}
