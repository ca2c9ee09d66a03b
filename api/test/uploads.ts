// Upload fixtures: a folder of the test file's own for what the API stores, and the headers of a raw tus
// request (so each protocol step stays visible in the test).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh uploads folder for this test file (the API reads UPLOADS_DIR when it starts), removed after. */
export function useUploadsDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  process.env.UPLOADS_DIR = dir;
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

export const TUS = { 'tus-resumable': '1.0.0' };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
