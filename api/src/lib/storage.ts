// Where uploaded files live, behind the few operations the API needs, so the features never know whether it
// is a local folder (UPLOADS_DIR, the embedded default) or an S3-compatible bucket (S3_*, shared by every
// instance): put a file under a key, read it, its size, stream a byte range of it.
// Keys are relative paths of safe segments (letters, digits, '.', '-', '_'); anything else is refused, so a
// key can never name a file outside the store.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';

export type PutOptions = {
  /** How long browsers and a CDN may keep it; immutable unless said (a name is never reused for other bytes). */
  cacheControl?: string;
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export type Storage = {
  /** Stores `data` under `key` (a reader never sees half a file). */
  put: (key: string, data: Buffer, options?: PutOptions) => Promise<void>;
  /** Stores a copy of the local file `source` under `key` (the caller still owns and removes `source`). */
  putFile: (key: string, source: string, options?: PutOptions) => Promise<void>;
  /** The stored bytes, or null when there is no such key. */
  get: (key: string) => Promise<Buffer | null>;
  /** The size of what is stored, or null when there is no such key (or the key is not a valid one). */
  size: (key: string) => Promise<number | null>;
  /** Bytes `start`..`end` (inclusive) of what is stored; the caller checked the range against `size`. */
  stream: (key: string, range?: { start: number; end: number }) => Promise<Readable>;
  /**
   * Where the object is public (S3_PUBLIC_URL, a CDN in front of the bucket), or null when the API serves it
   * itself (the disk, or a private bucket).
   */
  publicUrl: (key: string) => string | null;
  /** The same store with every key under `prefix/`. */
  under: (prefix: string) => Storage;
};

/** The type a stored file is served with, told by the extension the server gave it (never sniffed). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const types: Record<string, string> = {
    avif: 'image/avif',
    webp: 'image/webp',
    jpg: 'image/jpeg',
    mp4: 'video/mp4',
    webm: 'video/webm',
    json: 'application/json',
  };
  return types[extension] ?? 'application/octet-stream';
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,599}$/;

/** Whether `key` names a file inside the store: safe segments, no '.' or '..'. */
export function isStorageKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length <= 4 && segments.every((segment) => SEGMENT.test(segment) && !segment.startsWith('..'));
}

/** The store in a local folder (UPLOADS_DIR): what `npm start` and the tests use. */
export function diskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  /** Writes beside the file, then renames: a reader never sees half a file. */
  const write = async (key: string, fill: (temporary: string) => Promise<void>) => {
    const file = fileOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.part`;
    await fill(temporary);
    await fsp.rename(temporary, file);
  };

  return {
    put: (key, data) => write(key, (temporary) => fsp.writeFile(temporary, data)),
    putFile: (key, source) => write(key, (temporary) => fsp.copyFile(source, temporary)),
    get: async (key) => (isStorageKey(key) ? fsp.readFile(fileOf(key)).catch(() => null) : null),
    size: async (key) => {
      if (!isStorageKey(key)) return null;
      const stat = await fsp.stat(fileOf(key)).catch(() => null);
      return stat?.isFile() ? stat.size : null;
    },
    stream: async (key, range) => fs.createReadStream(fileOf(key), range),
    publicUrl: () => null,
    under: (prefix) => diskStorage(fileOf(prefix)),
  };
}

/**
 * The client settings for an S3-compatible server: path-style addresses (MinIO, R2, s3rver and AWS all take
 * them; virtual hosts need DNS per bucket) and checksums only where S3 requires them (other servers reject or
 * store the streaming-checksum framing the SDK sends by default).
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

const clients = new Map<string, S3Client>();

/** One client (and its connection pool) per bucket and credentials, for the life of the process. */
export function s3Client(settings: S3Settings): S3Client {
  const id = JSON.stringify([settings.endpoint, settings.region, settings.bucket, settings.accessKeyId]);
  let client = clients.get(id);
  if (!client) {
    client = new S3Client(s3ClientConfig(settings));
    clients.set(id, client);
  }
  return client;
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** The store in an S3-compatible bucket (S3_*): every instance reads what any of them wrote. */
export function s3Storage(settings: S3Settings, prefix = ''): Storage {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  const keyOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return `${prefix}${key}`;
  };
  const put = async (key: string, Body: Buffer | Readable, ContentLength: number, options: PutOptions = {}) => {
    // One PUT is atomic in S3: a reader sees the old object or the new one, never half of it.
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: keyOf(key),
        Body,
        ContentLength,
        ContentType: contentTypeOf(key),
        CacheControl: options.cacheControl ?? IMMUTABLE,
      }),
    );
  };
  return {
    put: (key, data, options) => put(key, data, data.length, options),
    putFile: async (key, source, options) =>
      put(key, fs.createReadStream(source), (await fsp.stat(source)).size, options),
    get: async (key) => {
      if (!isStorageKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return Buffer.from(
          await (answer.Body as { transformToByteArray: () => Promise<Uint8Array> }).transformToByteArray(),
        );
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    size: async (key) => {
      if (!isStorageKey(key)) return null;
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return answer.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    stream: async (key, range) => {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: keyOf(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return answer.Body as Readable;
    },
    publicUrl: (key) => (settings.publicUrl && isStorageKey(key) ? `${settings.publicUrl}/${keyOf(key)}` : null),
    under: (more) => {
      keyOf(more);
      return s3Storage(settings, `${prefix}${more}/`);
    },
  };
}

/** Deletes `keys` (full keys, no prefix) from the bucket; a missing one is no error. */
export async function deleteS3Objects(settings: S3Settings, keys: string[]): Promise<void> {
  if (!keys.length) return;
  await s3Client(settings).send(
    new DeleteObjectsCommand({
      Bucket: settings.bucket,
      Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
    }),
  );
}
