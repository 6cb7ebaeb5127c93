import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { contentDisposition } from "./file-links.ts";
import { assertKey, type FileStorage } from "./file-storage.ts";

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, OSS, COS…); AWS itself when undefined. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (https://host/bucket/key), as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Prefix put before every key ("fenestra/"), empty by default. */
  prefix?: string;
};

/** Where the bucket's presigned links point: the endpoint (the bucket in the path or in the host name), or AWS's own. */
export function bucketOrigin(
  settings: Pick<S3Settings, "bucket" | "region" | "endpoint" | "forcePathStyle">,
) {
  const base = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  return settings.forcePathStyle ? base.origin : `${base.protocol}//${settings.bucket}.${base.host}`;
}

/** Files in an S3-compatible bucket (STORAGE=s3, config.ts). */
export function s3Storage(settings: S3Settings, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  const Bucket = settings.bucket;
  const Key = (key: string) => `${settings.prefix ?? ""}${assertKey(key)}`;
  return {
    describe: `S3 bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ""}`,
    async put(key, bytes, contentType) {
      await s3.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        if (!out.Body) return null;
        const bytes = Buffer.from(await out.Body.transformToByteArray());
        return { bytes, contentType: out.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async presign(key, fileName, seconds, signedAt) {
      const command = new GetObjectCommand({
        Bucket,
        Key: Key(key),
        ...(fileName === null ? {} : { ResponseContentDisposition: contentDisposition(fileName) }),
      });
      return getSignedUrl(s3, command, {
        expiresIn: seconds,
        ...(signedAt ? { signingDate: signedAt } : {}),
      });
    },
    linkOrigin: bucketOrigin(settings),
    async reachable() {
      await s3.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
