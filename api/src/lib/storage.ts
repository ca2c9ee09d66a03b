// Where product media live, behind the few operations the API needs, so an object store can replace the local
// folder without touching the features: put a file under a key, read its size, stream a byte range of it.
// Keys are relative paths of safe segments (letters, digits, '.', '-', '_'); anything else is refused, so a
// key can never name a file outside the store.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type Storage = {
  /** Stores `data` under `key` (a reader never sees half a file). */
  put: (key: string, data: Buffer) => Promise<void>;
  /** Stores a copy of the local file `source` under `key` (the caller still owns and removes `source`). */
  putFile: (key: string, source: string) => Promise<void>;
  /** The stored bytes, or null when there is no such key. */
  get: (key: string) => Promise<Buffer | null>;
  /** The size of what is stored, or null when there is no such key (or the key is not a valid one). */
  size: (key: string) => Promise<number | null>;
  /** Bytes `start`..`end` (inclusive) of what is stored; the caller checked the range against `size`. */
  stream: (key: string, range?: { start: number; end: number }) => Readable;
};

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
    stream: (key, range) => fs.createReadStream(fileOf(key), range),
  };
}
