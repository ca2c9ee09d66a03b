// The general tus module on its own (no database, no Auth emulator): two kinds side by side on one server,
// each with its own path, size limit and accepted types; a file of another type never reaches `complete`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerTusUploads, type UploadKind } from './tus';
import { serverMessages } from '@app/shared/messages/server';

const TUS = { 'tus-resumable': '1.0.0' };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

let app: FastifyInstance;
let url: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tus-test-'));
const completed: { kind: string; uid: string; type: string }[] = [];

const kind = (name: string, overrides: Partial<UploadKind>): UploadKind => ({
  name,
  path: `/uploads/${name}`,
  maxBytes: 1024,
  tooLargeMessage: `${name}: too large`,
  accepts: ['image/png'],
  wrongTypeMessage: `${name}: wrong type`,
  complete: async ({ uid, type }) => {
    completed.push({ kind: name, uid, type });
    return { 'Upload-Kind': name };
  },
  ...overrides,
});

beforeAll(async () => {
  app = Fastify();
  // A token is its user's uid here: the module only needs `verify`.
  const deps = {
    config: { corsOrigins: [] },
    // Like the identity service, a disabled (suspended) account fails only the strict (revocation) check.
    identity: {
      verify: async (token: string, options?: { strict?: boolean }) => {
        if (options?.strict && token.startsWith('disabled-')) throw new Error('user disabled');
        if (token === 'forged') throw new Error('bad signature');
        return { uid: token.replace(/^disabled-/, ''), email: null, name: null, picture: null };
      },
      holderOf: async (token: string) => (token === 'forged' ? null : token.replace(/^disabled-/, '')),
    },
    limiter: { hit: async () => ({ allowed: true, retryAfterSeconds: 0 }) },
    suspended: async (uid: string) => uid === 'suspended-user',
    dir,
  };
  await registerTusUploads(app, deps, kind('pictures', {}));
  await registerTusUploads(app, deps, kind('thumbnails', { maxBytes: 8, accepts: ['image/jpeg', 'image/png'] }));
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function upload(kindPath: string, uid: string, body: Buffer) {
  const created = await fetch(`${url}${kindPath}`, {
    method: 'POST',
    headers: { ...TUS, authorization: `Bearer ${uid}`, 'upload-length': String(body.length) },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) return created;
  return fetch(new URL(location, url), {
    method: 'PATCH',
    headers: {
      ...TUS,
      authorization: `Bearer ${uid}`,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body,
  });
}

describe('tus uploads, per kind', () => {
  it('hands a file of an accepted type to its kind, with the owner and the type', async () => {
    const answer = await upload('/uploads/pictures', 'alice', PNG);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('upload-kind')).toBe('pictures');
    expect(completed).toContainEqual({ kind: 'pictures', uid: 'alice', type: 'image/png' });
  });

  it('refuses a suspended account whatever its token', async () => {
    const before = completed.length;
    const answer = await upload('/uploads/pictures', 'suspended-user', PNG);
    expect(answer.status).toBe(403);
    // Its identity account disabled too: still told it is suspended, not to sign in again.
    const disabled = await upload('/uploads/pictures', 'disabled-suspended-user', PNG);
    expect([disabled.status, await disabled.text()]).toEqual([403, serverMessages.uploads.suspended]);
    // A token the identity service refuses outright stays a 401.
    expect((await upload('/uploads/pictures', 'forged', PNG)).status).toBe(401);
    expect(completed.length).toBe(before);
  });

  it('refuses a type the kind does not accept with its own text, before `complete`', async () => {
    const before = completed.length;
    const answer = await upload('/uploads/pictures', 'bob', JPEG);
    expect(answer.status).toBe(415);
    expect(await answer.text()).toBe('pictures: wrong type');
    expect(completed).toHaveLength(before);
  });

  it('keeps each kind to its own limit and types', async () => {
    const tooBig = await upload('/uploads/thumbnails', 'carol', PNG);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toBe('thumbnails: too large');
    expect((await upload('/uploads/thumbnails', 'carol', JPEG.subarray(0, 8))).status).toBe(204);
    expect(completed).toContainEqual({ kind: 'thumbnails', uid: 'carol', type: 'image/jpeg' });
  });
});
