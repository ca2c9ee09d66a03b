// Three API processes keep every upload in one S3-compatible bucket (s3rver in this process, test/s3.ts), so
// any instance serves what any other received, and a tus upload resumes through any of them.
// `npm run test:cluster -w @app/api` (PostgreSQL, Redis, haproxy, the Auth emulator). The instances are
// addressed one by one (their own ports), not through the balancer, to choose which does what.
import http from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { startCluster, type Cluster } from '../../scripts/cluster';
import { EMULATOR, signIn } from '../harness';
import { startLocalS3, type LocalS3 } from '../s3';
import { TUS, bearer } from '../uploads';

let s3: LocalS3;
let cluster: Cluster;

beforeAll(async () => {
  s3 = await startLocalS3('aimarket-cluster');
  cluster = await startCluster(3, { ...s3.env, MAIL_POLL_MS: '0' });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await s3?.stop();
});

async function newUser(): Promise<{ token: string; uid: string }> {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `s3-${randomUUID().slice(0, 12)}@test.example.com`,
      password: 'cluster-password-1',
      returnSecureToken: true,
    }),
  });
  const body = (await response.json()) as { idToken?: string; localId?: string };
  if (!body.idToken || !body.localId) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return { token: body.idToken, uid: body.localId };
}

const patch = (base: string, location: string, token: string, offset: number, body: Buffer) =>
  fetch(new URL(location, base), {
    method: 'PATCH',
    headers: {
      ...TUS,
      ...bearer(token),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body,
  });

/** A PATCH whose connection is dropped after `sent` of its `body.length` bytes (a train going into a tunnel). */
function interruptedPatch(base: string, location: string, token: string, offset: number, body: Buffer, sent: number) {
  return new Promise<void>((resolve) => {
    const request = http.request(new URL(location, base), {
      method: 'PATCH',
      headers: {
        ...TUS,
        ...bearer(token),
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(body.length),
      },
    });
    request.on('error', () => resolve());
    request.on('response', () => resolve());
    request.write(body.subarray(0, sent), () => setTimeout(() => request.destroy(), 200));
  });
}

describe('uploads shared by 3 instances through one bucket', () => {
  it('a video upload begun through A, interrupted, resumed through B, is served by C', async () => {
    const [a, b, c] = cluster.instances;
    const creator = await signIn('creator@example.com', 'creator123456');
    // An MP4 by its first bytes, 12 MB that do not compress: the first chunk (6 MiB) is a whole S3 part.
    const video = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.alloc(12),
      randomBytes(12_000_000),
    ]);
    const created = await fetch(`${a.url}/uploads/product-videos`, {
      method: 'POST',
      headers: { ...TUS, ...bearer(creator), 'upload-length': String(video.length) },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') as string;
    const first = 6 * 1024 * 1024;
    expect((await patch(a.url, location, creator, 0, video.subarray(0, first))).status).toBe(204);
    // The next chunk's connection breaks after 2 of its 4 MB: whatever A kept of it is in the bucket.
    await interruptedPatch(a.url, location, creator, first, video.subarray(first, first + 4_000_000), 2_000_000);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const asked = await fetch(new URL(location, b.url), { method: 'HEAD', headers: { ...TUS, ...bearer(creator) } });
    expect(asked.status).toBe(200);
    const offset = Number(asked.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(first);
    expect(offset).toBeLessThan(video.length);
    const done = await patch(b.url, location, creator, offset, video.subarray(offset));
    expect(done.status).toBe(204);
    const url = new URL(done.headers.get('upload-media-url') as string);
    console.log(`[s3 cluster] resumed through ${b.name} at ${offset} of ${video.length} bytes`);

    const served = await fetch(`${c.url}${url.pathname}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true);
    const range = await fetch(`${c.url}${url.pathname}`, { headers: { range: 'bytes=6291000-6292999' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).equals(video.subarray(6_291_000, 6_293_000))).toBe(true);
  }, 120_000);

  it('an avatar saved through one instance shows through all three', async () => {
    const [a, b, c] = cluster.instances;
    const user = await newUser();
    const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#cc3366' } })
      .png()
      .toBuffer();
    const created = await fetch(`${b.url}/uploads/avatars`, {
      method: 'POST',
      headers: { ...TUS, ...bearer(user.token), 'upload-length': String(picture.length) },
    });
    expect(created.status).toBe(201);
    const done = await patch(b.url, created.headers.get('location') as string, user.token, 0, picture);
    expect(done.status).toBe(204);
    const bodies: Buffer[] = [];
    for (const instance of [a, b, c]) {
      const served = await fetch(`${instance.url}/avatars/${user.uid}/avatar.jpg`);
      expect([instance.name, served.status]).toEqual([instance.name, 200]);
      bodies.push(Buffer.from(await served.arrayBuffer()));
    }
    expect((await sharp(bodies[0]).metadata()).width).toBe(512);
    expect(bodies[1].equals(bodies[0]) && bodies[2].equals(bodies[0])).toBe(true);
    // Each instance has a folder of its own (UPLOADS_DIR): only the bucket can have shared it.
    expect(await s3.keys()).toContain(`avatars/${user.uid}/avatar.jpg`);
  });
});
