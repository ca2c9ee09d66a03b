// A real S3-compatible server in the test's own process: s3rver (npm), on a free port of 127.0.0.1, with one
// bucket, its files in a temporary folder; stopped and removed after.
//
// s3rver answers the object calls the API makes (put, get with ranges, head, delete, multipart create,
// upload part and complete) but not three that @tus/s3-store also needs: ListParts (where a resumed upload
// stands), AbortMultipartUpload and ListMultipartUploads (the sweep of abandoned uploads). They are added
// here, in front of its router, on the files s3rver itself keeps for a multipart upload
// (<bucket>/._S3rver_uploads/<uploadId>/{key, <part number>, <part number>.md5}), answering as S3 does.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import type { S3Settings } from '../src/config';

export interface LocalS3 {
  settings: S3Settings;
  /** The environment an API process reads them from. */
  env: Record<string, string>;
  /** Every key in the bucket (multipart uploads in progress aside). */
  keys: () => Promise<string[]>;
  /** The multipart uploads in progress: one per unfinished tus upload. */
  multipartUploads: () => Promise<{ key: string; uploadId: string }[]>;
  /**
   * Makes the multipart upload of `key` look begun `ageMs` ago (what ListMultipartUploads reports as its
   * `Initiated`), so a test ages an upload instead of moving the clock: the AWS SDK corrects its own clock
   * from the server's `Date` header, which a faked clock in the test would throw off for later requests.
   */
  age: (key: string, ageMs: number) => Promise<void>;
  stop: () => Promise<void>;
}

type Context = {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
};

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function reply(ctx: Context, status: number, body: string) {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

function noSuchUpload(ctx: Context, uploadId: string) {
  reply(
    ctx,
    404,
    `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${xml(uploadId)}</UploadId></Error>`,
  );
}

/** The three multipart calls s3rver lacks, on its own files. */
function multipartCalls(directory: string) {
  const uploadsOf = (bucket: string) => path.join(directory, bucket, '._S3rver_uploads');

  async function uploads(bucket: string) {
    const root = uploadsOf(bucket);
    const ids = await fsp.readdir(root).catch(() => [] as string[]);
    const found = await Promise.all(
      ids.map(async (uploadId) => {
        const keyFile = path.join(root, uploadId, 'key');
        const key = await fsp.readFile(keyFile, 'utf8').catch(() => null);
        if (key === null) return null;
        return { key, uploadId, initiated: (await fsp.stat(keyFile)).mtime };
      }),
    );
    return found.filter((upload) => upload !== null);
  }

  const middleware = async (ctx: Context, next: () => Promise<unknown>) => {
    const [, bucket, ...rest] = ctx.path.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;
    if (bucket && !key && ctx.method === 'GET' && 'uploads' in ctx.query) {
      const items = (await uploads(bucket)).sort((a, b) => a.key.localeCompare(b.key));
      return reply(
        ctx,
        200,
        `<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${xml(bucket)}</Bucket>` +
          `<KeyMarker></KeyMarker><UploadIdMarker></UploadIdMarker><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>` +
          items
            .map(
              (item) =>
                `<Upload><Key>${xml(item.key)}</Key><UploadId>${item.uploadId}</UploadId>` +
                `<Initiated>${item.initiated.toISOString()}</Initiated><StorageClass>STANDARD</StorageClass></Upload>`,
            )
            .join('') +
          '</ListMultipartUploadsResult>',
      );
    }
    if (!bucket || !key || !uploadId || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
    if (!/^[0-9a-f]+$/.test(uploadId)) return noSuchUpload(ctx, uploadId);
    const folder = path.join(uploadsOf(bucket), uploadId);
    const owner = await fsp.readFile(path.join(folder, 'key'), 'utf8').catch(() => null);
    if (owner !== key) return noSuchUpload(ctx, uploadId);
    if (ctx.method === 'DELETE') {
      await fsp.rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = null;
      return;
    }
    const numbers = (await fsp.readdir(folder))
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (number) => {
        const file = path.join(folder, String(number));
        const [stat, md5] = await Promise.all([fsp.stat(file), fsp.readFile(`${file}.md5`, 'utf8')]);
        return (
          `<Part><PartNumber>${number}</PartNumber><LastModified>${stat.mtime.toISOString()}</LastModified>` +
          `<ETag>"${md5.trim()}"</ETag><Size>${stat.size}</Size></Part>`
        );
      }),
    );
    return reply(
      ctx,
      200,
      `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${xml(bucket)}</Bucket>` +
        `<Key>${xml(key)}</Key><UploadId>${uploadId}</UploadId><PartNumberMarker>0</PartNumberMarker>` +
        `<NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker><MaxParts>10000</MaxParts>` +
        `<IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  };
  return middleware;
}

/** Starts s3rver with one bucket on a free port of 127.0.0.1. */
export async function startLocalS3(bucket = 'aimarket-test'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  // In front of the router (the last middleware), after the logger and the XML encoder.
  const stack = (server as unknown as { middleware: unknown[] }).middleware;
  stack.splice(stack.length - 1, 0, multipartCalls(directory));
  const address = (await server.run()) as AddressInfo;
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: undefined,
  };
  const bucketDir = path.join(directory, bucket);
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    keys: async () => {
      // s3rver keeps an object as <key>._S3rver_object beside its metadata.
      const found: string[] = [];
      const walk = async (folder: string, prefix: string) => {
        for (const entry of await fsp.readdir(folder, { withFileTypes: true })) {
          if (entry.name === '._S3rver_uploads') continue;
          if (entry.isDirectory()) await walk(path.join(folder, entry.name), `${prefix}${entry.name}/`);
          else if (entry.name.endsWith('._S3rver_object')) {
            found.push(`${prefix}${entry.name.slice(0, -'._S3rver_object'.length)}`);
          }
        }
      };
      await walk(bucketDir, '');
      return found.sort();
    },
    multipartUploads: async () => {
      const root = path.join(bucketDir, '._S3rver_uploads');
      const ids = await fsp.readdir(root).catch(() => [] as string[]);
      return Promise.all(
        ids.map(async (uploadId) => ({ uploadId, key: await fsp.readFile(path.join(root, uploadId, 'key'), 'utf8') })),
      );
    },
    age: async (key, ageMs) => {
      const root = path.join(bucketDir, '._S3rver_uploads');
      for (const uploadId of await fsp.readdir(root)) {
        const keyFile = path.join(root, uploadId, 'key');
        if ((await fsp.readFile(keyFile, 'utf8')) !== key) continue;
        const then = new Date(Date.now() - ageMs);
        await fsp.utimes(keyFile, then, then);
        return;
      }
      throw new Error(`no multipart upload of ${key}`);
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
