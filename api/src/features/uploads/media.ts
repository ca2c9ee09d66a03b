// Product media in the store (lib/storage.ts): each finished upload keeps its files under its upload id, with a
// manifest saying what they are, so saveProduct can turn an upload id into the media it names (and check it
// is the caller's and finished) without another table. Served at GET /media/{uploadId}/{name} on
// PUBLIC_API_URL (./media-routes.ts).
import os from 'node:os';
import path from 'node:path';
import type { MediaImage } from '@app/shared/contracts/media';
import type { Config } from '../../config';
import { diskStorage, s3Storage, type Storage } from '../../lib/storage';
import type { VideoType } from './image';
import type { StoredImage } from './variants';

export type MediaManifest =
  { kind: 'cover' | 'image'; image: StoredImage } | { kind: 'video'; key: string; type: VideoType; bytes: number };

const MANIFEST = 'manifest.json';

/** Where uploads live: UPLOADS_DIR, else `uploads` beside the data folder (api/uploads), else a temp folder. */
export function uploadsDir(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  env: NodeJS.ProcessEnv = process.env,
): string {
  if (env.UPLOADS_DIR) return path.resolve(env.UPLOADS_DIR);
  if (config.databaseUrl || config.dataDir.startsWith('memory://')) {
    return path.join(os.tmpdir(), 'ai-market-uploads');
  }
  return path.join(path.dirname(config.dataDir), 'uploads');
}

type StorageConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 's3'>;

/**
 * The store of every upload the API keeps (avatars/, thumbnails/, media/): the S3-compatible bucket when S3_*
 * is set, else the folder UPLOADS_DIR.
 */
export function uploadStorage(config: StorageConfig): Storage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(uploadsDir(config));
}

/** The store of product media (pictures' variants, videos): media/ in the upload store. */
export function mediaStorage(config: StorageConfig): Storage {
  return uploadStorage(config).under('media');
}

export async function writeManifest(storage: Storage, uploadId: string, manifest: MediaManifest): Promise<void> {
  await storage.put(`${uploadId}/${MANIFEST}`, Buffer.from(JSON.stringify(manifest)));
}

/** What a finished upload holds, or null (unfinished, refused, unknown, or not a valid id). */
export async function readManifest(storage: Storage, uploadId: string): Promise<MediaManifest | null> {
  const data = await storage.get(`${uploadId}/${MANIFEST}`);
  if (!data) return null;
  try {
    return JSON.parse(data.toString('utf8')) as MediaManifest;
  } catch {
    return null;
  }
}

/** Where a stored key is served, on PUBLIC_API_URL (never the request's Host). */
export const mediaUrl = (config: Pick<Config, 'publicApiUrl'>, key: string) => `${config.publicApiUrl}/media/${key}`;

/** A stored picture as the contract answers it. */
export function mediaImage(config: Pick<Config, 'publicApiUrl'>, image: StoredImage): MediaImage {
  return { base: mediaUrl(config, image.base), width: image.width, height: image.height, widths: image.widths };
}
