import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload, type DetailedError } from 'tus-js-client';
import { creatorMessages } from '@app/shared/messages/creator';

// The Firebase-backed token module loads with the first upload, not with the editor (nor in tests).
const tokens = () => import('@app/shared/auth/token');

/** The server's limit (api/src/features/uploads/thumbnails.ts), checked here before any byte is sent. */
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
/** Files above this size go in chunks and resume where they stopped. */
export const RESUMABLE_ABOVE_BYTES = 256 * 1024;
export const CHUNK_BYTES = 256 * 1024;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export type UploadStatus = 'idle' | 'running' | 'paused' | 'success' | 'canceled' | 'error';
export type ThumbnailUpload = {
  status: UploadStatus;
  percent: number;
  error: string | null;
  /** The finished upload's id, for saveProduct's thumbnailUploadId. */
  uploadId: string | null;
  /** A local preview of the chosen picture (an object URL). */
  previewUrl: string | null;
};

const t = creatorMessages.products.thumbnail;
const IDLE: ThumbnailUpload = { status: 'idle', percent: 0, error: null, uploadId: null, previewUrl: null };

/** The Vietnamese text for a failed upload: the server's own text for refusals it explains. */
export function uploadErrorMessage(error: Error): string {
  const response = (error as DetailedError).originalResponse;
  const status = response?.getStatus();
  if (status === 415) return t.notImage;
  if (status === 413) return t.tooLarge;
  if (status === 401) return t.signedOut;
  const body = response?.getBody()?.trim();
  // 4xx answers of the upload server are plain Vietnamese sentences; anything else is not shown raw.
  if (status && status >= 400 && status < 500 && body && body.length < 200 && !body.startsWith('<')) return body;
  return t.failed;
}

/** What the server would refuse, checked before sending (the server checks again, by magic bytes). */
export function checkThumbnail(file: File | null | undefined): string | null {
  if (!file) return t.noFile;
  if (!ACCEPTED_TYPES.includes(file.type)) return t.notImage;
  if (file.size > THUMBNAIL_MAX_BYTES) return t.tooLarge;
  return null;
}

/** The upload id is the last segment of the upload's URL (`…/uploads/thumbnails/<id>`). */
export const uploadIdOf = (url: string | null) => url?.split('/').filter(Boolean).pop() ?? null;

/** A resumable thumbnail upload over tus: running / paused / success / canceled / error. */
export function useThumbnailUpload() {
  const [state, setState] = useState<ThumbnailUpload>(IDLE);
  const upload = useRef<Upload | null>(null);
  const preview = useRef<string | null>(null);

  const setPreview = (url: string | null) => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = url;
  };

  useEffect(
    () => () => {
      void upload.current?.abort();
      if (preview.current) URL.revokeObjectURL(preview.current);
    },
    [],
  );

  const start = useCallback(async (file: File | null | undefined) => {
    const problem = checkThumbnail(file);
    if (problem || !file) return setState({ ...IDLE, status: 'error', error: problem });
    const { apiOrigin, getIdToken } = await tokens();
    const resumable = file.size > RESUMABLE_ABOVE_BYTES;
    setPreview(URL.createObjectURL(file));
    const current = new Upload(file, {
      endpoint: `${apiOrigin()}/uploads/thumbnails`,
      chunkSize: resumable ? CHUNK_BYTES : Infinity,
      retryDelays: [0, 1000, 3000],
      metadata: { filename: file.name, filetype: file.type },
      storeFingerprintForResuming: resumable,
      removeFingerprintOnSuccess: true,
      // A fresh ID token on every request: a long upload may outlive one.
      onBeforeRequest: async (request) => {
        const token = await getIdToken();
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onProgress: (sent, total) => {
        const percent = total ? Math.floor((sent / total) * 100) : 0;
        setState((s) => (s.status === 'running' ? { ...s, percent } : s));
      },
      onSuccess: () => {
        const uploadId = uploadIdOf(current.url);
        upload.current = null;
        setState((s) =>
          uploadId
            ? { ...s, status: 'success', percent: 100, uploadId }
            : { ...s, status: 'error', error: t.failed, uploadId: null },
        );
      },
      onError: (error) => {
        upload.current = null;
        setState((s) => ({ ...s, status: 'error', error: uploadErrorMessage(error), uploadId: null }));
      },
    });
    upload.current = current;
    setState({ ...IDLE, status: 'running', previewUrl: preview.current });
    if (resumable) {
      const previous = await current.findPreviousUploads();
      if (previous[0]) current.resumeFromPreviousUpload(previous[0]);
    }
    current.start();
  }, []);

  const pause = useCallback(() => {
    if (!upload.current) return;
    void upload.current.abort();
    setState((s) => ({ ...s, status: 'paused' }));
  }, []);

  const resume = useCallback(() => {
    if (!upload.current) return;
    setState((s) => ({ ...s, status: 'running' }));
    upload.current.start();
  }, []);

  const cancel = useCallback(() => {
    const current = upload.current;
    upload.current = null;
    setPreview(null);
    setState({ ...IDLE, status: 'canceled' });
    // Terminates the upload on the server too (tus DELETE); nothing is kept.
    if (current) void current.abort(true).catch(() => undefined);
  }, []);

  /** Forgets a finished upload once it has been saved with the product. */
  const reset = useCallback(() => {
    setPreview(null);
    setState(IDLE);
  }, []);

  return { state, start, pause, resume, cancel, reset };
}
