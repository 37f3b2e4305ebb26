import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { MediaStorage } from './media-storage';

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** Any S3-compatible service; path-style addressing so MinIO, s3rver and friends work without DNS. */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;
  return {
    async put(name, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentType: contentType }));
    },
    async get(name) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!result.Body) return null;
        return Buffer.from(await result.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
  };
}
