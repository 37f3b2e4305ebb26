import { join } from 'node:path';
import type { Config } from '../../config';
import { createFolderStorage } from './folder-storage';
import type { MediaStorage } from './media-storage';
import { createS3Storage } from './s3-storage';

/** S3 when all four S3 variables are set (config checks it is all or none), else DATA_DIR/media. */
export function createMediaStorage(config: Config): MediaStorage {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = config;
  if (S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      region: S3_REGION,
    });
  }
  return createFolderStorage(join(config.DATA_DIR, 'media'));
}
