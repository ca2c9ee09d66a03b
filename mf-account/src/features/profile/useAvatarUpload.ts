import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload, type DetailedError } from 'tus-js-client';
import { profileMessages } from '@app/shared/messages/profile';

// The Firebase-backed modules load with the first upload, not with the page (and not in route tests).
const session = () => import('@app/shared/auth/session');
const tokens = () => import('@app/shared/auth/token');

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Files above this size go in chunks and resume where they stopped (SPEC §9). */
export const RESUMABLE_ABOVE_BYTES = 256 * 1024;
/** Chunk size: a checkpoint every 256 KiB, well under the server's 32 MiB limit per request. */
export const CHUNK_BYTES = 256 * 1024;
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

export type UploadStatus = 'idle' | 'running' | 'paused' | 'success' | 'canceled' | 'error';
export type UploadState = { status: UploadStatus; percent: number; error: string | null };

const t = profileMessages.avatar;

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

/** Checks what the server would refuse before any byte is sent (the server checks again, by magic bytes). */
export function checkFile(file: File | null | undefined): string | null {
  if (!file) return t.noFile;
  if (!ACCEPTED.includes(file.type)) return t.notImage;
  if (file.size > AVATAR_MAX_BYTES) return t.tooLarge;
  return null;
}

/** A resumable avatar upload over tus: running / paused / success / canceled / error (SPEC §4). */
export function useAvatarUpload(userId: string | null) {
  const [state, setState] = useState<UploadState>({ status: 'idle', percent: 0, error: null });
  const upload = useRef<Upload | null>(null);

  useEffect(
    () => () => {
      void upload.current?.abort();
    },
    [],
  );

  const start = useCallback(
    async (file: File | null | undefined) => {
      const problem = checkFile(file);
      if (problem || !file) return setState({ status: 'error', percent: 0, error: problem });
      if (!userId) return setState({ status: 'error', percent: 0, error: t.signedOut });
      const { apiOrigin, getIdToken } = await tokens();
      const resumable = file.size > RESUMABLE_ABOVE_BYTES;
      const current = new Upload(file, {
        endpoint: `${apiOrigin()}/uploads/avatars`,
        chunkSize: resumable ? CHUNK_BYTES : Infinity,
        retryDelays: [0, 1000, 3000],
        metadata: { filename: file.name, filetype: file.type, userId },
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
          upload.current = null;
          // The header and every area read the store: refetch the profile with the new photoURL.
          void session()
            .then(({ refreshUser }) => refreshUser())
            .then(() => setState({ status: 'success', percent: 100, error: null }));
        },
        onError: (error) => {
          upload.current = null;
          setState((s) => ({ status: 'error', percent: s.percent, error: uploadErrorMessage(error) }));
        },
      });
      upload.current = current;
      setState({ status: 'running', percent: 0, error: null });
      if (resumable) {
        const previous = await current.findPreviousUploads();
        if (previous[0]) current.resumeFromPreviousUpload(previous[0]);
      }
      current.start();
    },
    [userId],
  );

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
    setState({ status: 'canceled', percent: 0, error: null });
    // Terminates the upload on the server too (tus DELETE); nothing is kept.
    if (current) void current.abort(true).catch(() => undefined);
  }, []);

  return { state, start, pause, resume, cancel };
}
