// Downloads made by the page: a file the API answers (fetchFile, with the caller's ID token, which a plain link
// could not send) handed to the browser's own download under a chosen name.
import { fetchFile } from '@app/shared/api/client';

/** How long the file's Blob URL outlives the click: the browser has started reading it by then. */
const RELEASE_AFTER_MS = 60_000;

/** Saves `blob` as `fileName` through the browser's download (a click on a link that is never shown). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}

/** GETs `path` of the API as the signed-in user and saves the answer as `fileName`; rejects with an ApiError. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  saveFile(await fetchFile(path), fileName);
}
