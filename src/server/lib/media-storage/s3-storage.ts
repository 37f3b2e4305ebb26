import type { S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, type MediaStorage } from './media-storage';

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** Any S3-compatible service; path-style addressing so MinIO, s3rver and friends work without DNS. */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
  // The AWS SDK (about 20 MB of resident memory) loads on the first use of the storage, not at start.
  let loaded: Promise<typeof import('@aws-sdk/client-s3')> | undefined;
  const sdk = () => (loaded ??= import('@aws-sdk/client-s3'));
  let client: Promise<S3Client> | undefined;
  const connect = () =>
    (client ??= sdk().then(
      ({ S3Client }) =>
        new S3Client({
          endpoint: options.endpoint,
          region: options.region,
          forcePathStyle: true,
          credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        }),
    ));
  const Bucket = options.bucket;
  return {
    async put(key, bytes, contentType) {
      const { PutObjectCommand } = await sdk();
      const Key = assertStorageKey(key);
      await (
        await connect()
      ).send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      const { GetObjectCommand, NoSuchKey } = await sdk();
      const Key = assertStorageKey(key);
      try {
        const result = await (await connect()).send(new GetObjectCommand({ Bucket, Key }));
        if (!result.Body) return null;
        return Buffer.from(await result.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      const { DeleteObjectCommand } = await sdk();
      const Key = assertStorageKey(key);
      await (await connect()).send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
