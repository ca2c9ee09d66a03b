import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload, type DetailedError } from 'tus-js-client';

// The Firebase-backed token module loads with the first upload, not with the page (nor in tests).
const tokens = () => import('@app/shared/auth/token');

/** Files above this size go in chunks and resume where they stopped (docs/product.md §9). */
export const RESUMABLE_ABOVE_BYTES = 256 * 1024;
/** Chunk size: a checkpoint every 256 KiB, well under the server's 32 MiB limit per request. */
export const CHUNK_BYTES = 256 * 1024;

export type UploadStatus = 'idle' | 'running' | 'paused' | 'success' | 'canceled' | 'error';
export type TusUploadState = {
  status: UploadStatus;
  percent: number;
  error: string | null;
  /** The finished upload's id on the server (the last segment of its URL). */
  uploadId: string | null;
  /** A local preview of the chosen file (an object URL), when asked for. */
  previewUrl: string | null;
};

/** The Vietnamese texts of an upload's refusals and failures. */
export type TusUploadMessages = {
  noFile: string;
  notImage: string;
  tooLarge: string;
  signedOut: string;
  failed: string;
};

export type TusUploadOptions<M extends TusUploadMessages = TusUploadMessages> = {
  /** Where the server takes these uploads, on the API's origin (e.g. `/uploads/avatars`). */
  endpoint: string;
  /** The MIME types the server accepts (it checks again, by magic bytes). */
  accept: readonly string[];
  /** The server's size limit, checked before any byte is sent. */
  maxBytes: number;
  /** The refusals' words (and whatever else the upload's controls say: they read them from the upload). */
  messages: M;
  /** Why no upload may start now (e.g. signed out), checked after the file; null or absent when it may. */
  unavailable?: string | null;
  /** Sent with the upload besides the file's name and type. */
  metadata?: Record<string, string>;
  /** Keep an object URL of the chosen file in `state.previewUrl` until cancel, reset or unmount. */
  preview?: boolean;
  /**
   * Runs once the server has the whole file (`uploadId` null if its URL names none), with the file sent. The
   * state says success when it is done, or error with the message it returns.
   */
  onSuccess?: (uploadId: string | null, file: File) => Promise<string | null | void> | string | null | void;
};

const IDLE: TusUploadState = { status: 'idle', percent: 0, error: null, uploadId: null, previewUrl: null };

/** The Vietnamese text for a failed upload: the server's own text for refusals it explains. */
export function uploadErrorMessage(error: Error, messages: TusUploadMessages): string {
  const response = (error as DetailedError).originalResponse;
  const status = response?.getStatus();
  if (status === 415) return messages.notImage;
  if (status === 413) return messages.tooLarge;
  if (status === 401) return messages.signedOut;
  const body = response?.getBody()?.trim();
  // 4xx answers of the upload server are plain Vietnamese sentences; anything else is not shown raw.
  if (status && status >= 400 && status < 500 && body && body.length < 200 && !body.startsWith('<')) return body;
  return messages.failed;
}

/** What the server would refuse, checked before sending (the server checks again, by magic bytes). */
export function checkUploadFile(
  file: File | null | undefined,
  { accept, maxBytes, messages }: Pick<TusUploadOptions, 'accept' | 'maxBytes' | 'messages'>,
): string | null {
  if (!file) return messages.noFile;
  if (!accept.includes(file.type)) return messages.notImage;
  if (file.size > maxBytes) return messages.tooLarge;
  return null;
}

/** The upload id is the last segment of the upload's URL (`…/uploads/thumbnails/<id>`). */
export const uploadIdOf = (url: string | null) => url?.split('/').filter(Boolean).pop() ?? null;

/** A resumable upload over tus: running / paused / success / canceled / error (docs/product.md §4). */
export function useTusUpload<M extends TusUploadMessages>(options: TusUploadOptions<M>) {
  const [state, setState] = useState<TusUploadState>(IDLE);
  const upload = useRef<Upload | null>(null);
  const preview = useRef<string | null>(null);
  // The latest options, so that the actions stay the same functions while the caller's values change.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

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
    const options = latest.current;
    const { messages } = options;
    const problem = checkUploadFile(file, options) ?? options.unavailable ?? null;
    if (problem || !file) return setState({ ...IDLE, status: 'error', error: problem });
    const { apiOrigin, getIdToken } = await tokens();
    const resumable = file.size > RESUMABLE_ABOVE_BYTES;
    if (options.preview) setPreview(URL.createObjectURL(file));
    const current = new Upload(file, {
      endpoint: `${apiOrigin()}${options.endpoint}`,
      chunkSize: resumable ? CHUNK_BYTES : Infinity,
      retryDelays: [0, 1000, 3000],
      metadata: { filename: file.name, filetype: file.type, ...options.metadata },
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
        const finish = (problem: string | null | void) =>
          setState((s) =>
            problem
              ? { ...s, status: 'error', error: problem, uploadId: null }
              : { ...s, status: 'success', percent: 100, error: null, uploadId },
          );
        const after = options.onSuccess?.(uploadId, file);
        // A synchronous answer applies at once; a promise when it settles. The file is stored either way: a
        // follow-up that fails (e.g. refreshing the profile) must not leave the upload looking unfinished.
        if (!after || typeof after === 'string') return finish(after);
        void after.then(finish, () => finish(null));
      },
      onError: (error) => {
        upload.current = null;
        setState((s) => ({ ...s, status: 'error', error: uploadErrorMessage(error, messages), uploadId: null }));
      },
    });
    upload.current = current;
    setState({ ...IDLE, status: 'running', previewUrl: options.preview ? preview.current : null });
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

  /** Forgets a finished upload (e.g. once it has been saved with the product). */
  const reset = useCallback(() => {
    setPreview(null);
    setState(IDLE);
  }, []);

  // The types it takes and its words go with it, so its controls are not told them a second time.
  return { state, start, pause, resume, cancel, reset, accept: options.accept, messages: options.messages };
}

export type TusUpload<M extends TusUploadMessages = TusUploadMessages> = ReturnType<typeof useTusUpload<M>>;
