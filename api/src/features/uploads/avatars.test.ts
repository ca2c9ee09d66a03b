// The tus avatar upload against the real server, database and Auth emulator: raw tus requests, so each
// protocol step (create, resume offset, chunks, termination) is visible.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { atTime } from '../../../test/clock';
import { userRow } from '../../../test/harness';
import { useApi, withApi } from '../../../test/suite';
import { bearer, TUS, useUploadsDir } from '../../../test/uploads';
import { AVATAR_MAX_BYTES, AVATAR_SIZE, UPLOAD_MSG } from './avatars';
import { sniffImage } from './image';
import { UPLOAD_EXPIRY_MS } from './tus';

const api = useApi({ publicApiUrl: 'https://api.example.vn' });
const uploads = useUploadsDir('avatars-test');
/** A real picture of noise (it does not compress), big enough to send in two chunks. */
let picture: Buffer;
beforeAll(async () => {
  picture = await sharp({
    create: {
      width: 400,
      height: 400,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
});

function png(size: number): Buffer {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

async function create(token: string | null, size: number, extra: Record<string, string> = {}) {
  return fetch(`${api.url}/uploads/avatars`, {
    method: 'POST',
    headers: { ...TUS, ...(token ? bearer(token) : {}), 'upload-length': String(size), ...extra },
  });
}

async function patch(location: string, token: string, offset: number, body: Buffer) {
  return fetch(new URL(location, api.url), {
    method: 'PATCH',
    headers: {
      ...TUS,
      ...bearer(token),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body,
  });
}

describe('avatar uploads (tus)', () => {
  it('uploads in chunks, resumes from the server offset, stores avatars/{uid}/avatar.jpg and sets photoURL', async () => {
    const user = await api.user();
    const file = picture;
    expect(file.length).toBeGreaterThan(300 * 1024);
    const created = await create(user.token, file.length, { host: 'evil.example' });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') as string;
    expect(location).toMatch(/\/uploads\/avatars\//);

    const first = await patch(location, user.token, 0, file.subarray(0, 256 * 1024));
    expect(first.status).toBe(204);
    // Resuming: the server says how much it has.
    const head = await fetch(new URL(location, api.url), {
      method: 'HEAD',
      headers: { ...TUS, ...bearer(user.token) },
    });
    expect(head.headers.get('upload-offset')).toBe(String(256 * 1024));
    const last = await patch(location, user.token, 256 * 1024, file.subarray(256 * 1024));
    expect(last.status).toBe(204);

    // What is kept is a JPEG the server encoded from the picture, not the bytes as sent.
    const stored = fs.readFileSync(path.join(uploads, 'avatars', user.uid, 'avatar.jpg'));
    expect(sniffImage(stored)).toBe('image/jpeg');
    expect(await sharp(stored).metadata()).toMatchObject({ width: AVATAR_SIZE, height: AVATAR_SIZE, format: 'jpeg' });
    const row = await userRow(api, user.uid);
    // On PUBLIC_API_URL, whatever Host the request named.
    expect(row.photoURL).toMatch(new RegExp(`^https://api\\.example\\.vn/avatars/${user.uid}/avatar\\.jpg\\?v=\\d+$`));
    expect(last.headers.get('upload-photo-url')).toBe(row.photoURL);
    expect((await api.app.identity.auth.getUser(user.uid)).photoURL).toBe(row.photoURL);
    const profile = await api.call('getUserProfile', null, user.token);
    expect((profile.body.result as { photoURL: string }).photoURL).toBe(row.photoURL);

    const served = await fetch(new URL(new URL(row.photoURL as string).pathname, api.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
  });

  it('refuses JPEG magic bytes followed by HTML: only what decodes as a picture is kept', async () => {
    const user = await api.user();
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>x()</script>')]);
    const created = await create(user.token, fake.length);
    const answer = await patch(created.headers.get('location') as string, user.token, 0, fake);
    expect(answer.status).toBe(415);
    expect(await answer.text()).toBe(UPLOAD_MSG.notImage);
    expect((await userRow(api, user.uid)).photoURL).toBeNull();
  });

  it("another user's upload cannot be reached through a longer path: 404, nothing written", async () => {
    const victim = await api.user();
    const attacker = await api.user();
    const victimLocation = (await create(victim.token, picture.length)).headers.get('location') as string;
    const victimId = victimLocation.split('/').pop() as string;
    const attackerId = ((await create(attacker.token, 100)).headers.get('location') as string).split('/').pop();
    for (const method of ['PATCH', 'HEAD', 'DELETE']) {
      const answer = await fetch(`${api.url}/uploads/avatars/${attackerId}/${victimId}`, {
        method,
        headers: {
          ...TUS,
          ...bearer(attacker.token),
          host: 'evil.example',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        body: method === 'PATCH' ? picture : undefined,
      });
      expect(answer.status).toBe(404);
    }
    // The victim's upload is untouched and still theirs to finish.
    const head = await fetch(new URL(victimLocation, api.url), {
      method: 'HEAD',
      headers: { ...TUS, ...bearer(victim.token) },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('0');
    expect((await userRow(api, victim.uid)).photoURL).toBeNull();
  });

  it('incomplete uploads expire after a day: the sweep keeps them until then, deletes them after (test clock)', async () => {
    const user = await api.user();
    const upload = (await create(user.token, 1000)).headers.get('location') as string;
    const head = () => fetch(new URL(upload, api.url), { method: 'HEAD', headers: { ...TUS, ...bearer(user.token) } });
    const start = Date.now();
    /** Sweeps as if it were `at` (test clock). */
    const sweepAt = (at: number) => atTime(at, () => api.app.uploads.sweepExpired());
    await sweepAt(start + UPLOAD_EXPIRY_MS - 60_000);
    expect((await head()).status).toBe(200);
    await sweepAt(start + UPLOAD_EXPIRY_MS + 60_000);
    expect((await head()).status).toBe(404);
  });

  it('refuses a file that is not JPEG, PNG or WebP (magic bytes), and keeps the old photo', async () => {
    const user = await api.user();
    const text = Buffer.from('%PDF-1.7 not an image at all, whatever its name says');
    const created = await create(user.token, text.length, { 'upload-metadata': `filetype ${btoa('image/png')}` });
    const answer = await patch(created.headers.get('location') as string, user.token, 0, text);
    expect(answer.status).toBe(415);
    expect(await answer.text()).toBe(UPLOAD_MSG.notImage);
    expect((await userRow(api, user.uid)).photoURL).toBeNull();
    expect(fs.existsSync(path.join(uploads, 'avatars', user.uid))).toBe(false);
  });

  it('refuses more than 5 MB before any byte is sent', async () => {
    const user = await api.user();
    const answer = await create(user.token, AVATAR_MAX_BYTES + 1);
    expect(answer.status).toBe(413);
    expect(await answer.text()).toBe(UPLOAD_MSG.tooLarge);
  });

  it('needs a valid ID token on every request, and only the owner may continue an upload', async () => {
    const missing = await create(null, 100);
    expect(missing.status).toBe(401);
    expect(await missing.text()).toBe(UPLOAD_MSG.unauthenticated);
    expect((await create('not-a-token', 100)).status).toBe(401);

    const owner = await api.user();
    const other = await api.user();
    const location = (await create(owner.token, 1000)).headers.get('location') as string;
    const foreign = await patch(location, other.token, 0, png(1000));
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toBe(UPLOAD_MSG.notOwner);
    const anonymous = await fetch(new URL(location, api.url), { method: 'HEAD', headers: TUS });
    expect(anonymous.status).toBe(401);
  });

  it('cancel: the owner terminates an upload, after which it is gone', async () => {
    const user = await api.user();
    const location = (await create(user.token, 1000)).headers.get('location') as string;
    const deleted = await fetch(new URL(location, api.url), {
      method: 'DELETE',
      headers: { ...TUS, ...bearer(user.token) },
    });
    expect(deleted.status).toBe(204);
    const head = await fetch(new URL(location, api.url), {
      method: 'HEAD',
      headers: { ...TUS, ...bearer(user.token) },
    });
    expect(head.status).toBe(404);
  });

  it('answers the CORS preflight of tus requests for the allowed origins', async () => {
    const answer = await fetch(`${api.url}/uploads/avatars`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3005',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,tus-resumable,upload-offset,content-type',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:3005');
    expect(answer.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(answer.headers.get('access-control-allow-headers')).toContain('upload-offset');
  });

  it('sniffs JPEG, PNG and WebP', () => {
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('avatar uploads and the per-user rate limit', () => {
  it('every tus request counts against the user: past the limit, 429 with Retry-After', async () => {
    await withApi({ rateLimit: { windowMs: 60_000, perIp: 0, perUser: 2 } }, async (limited) => {
      const user = await limited.user();
      const post = () =>
        fetch(`${limited.url}/uploads/avatars`, {
          method: 'POST',
          headers: { ...TUS, ...bearer(user.token), 'upload-length': '100' },
        });
      expect((await post()).status).toBe(201);
      expect((await post()).status).toBe(201);
      const third = await post();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
