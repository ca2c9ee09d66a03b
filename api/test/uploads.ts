// Upload fixtures: a folder of the test file's own for what the API stores, and the headers of a raw tus
// request (so each protocol step stays visible in the test).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** A fresh uploads folder for this test file (the API reads UPLOADS_DIR when it starts), removed after. */
export function useUploadsDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  process.env.UPLOADS_DIR = dir;
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/**
 * The test API's own address of a media URL it gave out for its configured public origin, query included (a
 * lesson video's signature).
 */
export function servedAt(apiUrl: string, url: string): string {
  const { pathname, search } = new URL(url);
  return `${apiUrl}${pathname}${search}`;
}

export const TUS = { 'tus-resumable': '1.0.0' };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Creates an upload of `kind` (e.g. 'thumbnails') on the API at `apiUrl` and sends the whole file in one
 * PATCH; resolves to the upload id and the last answer (the creation must succeed).
 */
export async function uploadWhole(apiUrl: string, token: string, kind: string, file: Buffer) {
  const created = await fetch(`${apiUrl}/uploads/${kind}`, {
    method: 'POST',
    headers: { ...TUS, ...bearer(token), 'upload-length': String(file.length) },
  });
  expect(created.status).toBe(201);
  const location = created.headers.get('location') as string;
  const answer = await fetch(new URL(location, apiUrl), {
    method: 'PATCH',
    headers: { ...TUS, ...bearer(token), 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: file,
  });
  return { uploadId: location.split('/').pop() as string, answer };
}

/** A real PNG of one colour, `width`×`height` (the server decodes what it takes). */
export const picture = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
