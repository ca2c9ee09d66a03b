import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeUploads, resetFakeUploads } from '../testing/tus';
import { useTusUpload, type TusUploadOptions } from './useTusUpload';

// Seams: tus-js-client (a fake Upload the test drives) and the ID token module (Firebase).
jest.mock('tus-js-client', () => jest.requireActual('@app/shared/testing/tus').tusClientMock());
const uploads = fakeUploads();
jest.mock('@app/shared/auth/token', () => ({
  getIdToken: async () => 'id-token',
  apiOrigin: () => 'http://api.test',
}));

const messages = {
  noFile: 'Chọn tệp.',
  notImage: 'Không phải ảnh.',
  tooLarge: 'Quá lớn.',
  signedOut: 'Cần đăng nhập.',
  failed: 'Không tải lên được.',
};
const base: TusUploadOptions = {
  endpoint: '/uploads/things',
  accept: ['image/png', 'image/jpeg'],
  maxBytes: 1024 * 1024,
  messages,
};
const file = (size: number, type = 'image/png', name = 'a.png') => new File([new Uint8Array(size)], name, { type });

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  resetFakeUploads();
});

async function started(options: TusUploadOptions = base, chosen = file(1000)) {
  const hook = renderHook((props: TusUploadOptions) => useTusUpload(props), { initialProps: options });
  await act(() => hook.result.current.start(chosen));
  return hook;
}

describe('useTusUpload', () => {
  it.each([
    ['no file', undefined, messages.noFile],
    ['a file of another type', file(10, 'text/plain', 'a.txt'), messages.notImage],
    ['a file over the limit', file(1024 * 1024 + 1), messages.tooLarge],
  ])('refuses %s before sending', async (_, chosen, message) => {
    const { result } = renderHook(() => useTusUpload(base));
    await act(() => result.current.start(chosen));
    expect(result.current.state).toMatchObject({ status: 'error', error: message, percent: 0 });
    expect(uploads).toHaveLength(0);
  });

  it('refuses when the caller says uploads are unavailable, after checking the file', async () => {
    const { result } = renderHook(() => useTusUpload({ ...base, unavailable: messages.signedOut }));
    await act(() => result.current.start(file(10, 'text/plain')));
    expect(result.current.state.error).toBe(messages.notImage);
    await act(() => result.current.start(file(10)));
    expect(result.current.state).toMatchObject({ status: 'error', error: messages.signedOut });
    expect(uploads).toHaveLength(0);
  });

  it('sends a small file in one request to the endpoint on the API origin, with its metadata and a fresh token', async () => {
    const { result } = await started({ ...base, metadata: { userId: 'u1' } }, file(1000, 'image/jpeg', 'b.jpg'));
    const [upload] = uploads;
    expect(upload.options.endpoint).toBe('http://api.test/uploads/things');
    expect(upload.options.chunkSize).toBe(Infinity);
    expect(upload.options.storeFingerprintForResuming).toBe(false);
    expect(upload.options.metadata).toEqual({ filename: 'b.jpg', filetype: 'image/jpeg', userId: 'u1' });
    expect(upload.started).toBe(1);
    expect(result.current.state).toMatchObject({ status: 'running', percent: 0, error: null });
    const setHeader = jest.fn();
    await upload.options.onBeforeRequest({ setHeader });
    expect(setHeader).toHaveBeenCalledWith('Authorization', 'Bearer id-token');
  });

  it('sends a file above 256 KiB in chunks and resumes a previous upload of it', async () => {
    const previous = { uploadUrl: 'http://api.test/uploads/things/old' };
    resetFakeUploads([previous]);
    await started(base, file(512 * 1024));
    const [upload] = uploads;
    expect(upload.options.chunkSize).toBe(256 * 1024);
    expect(upload.options.storeFingerprintForResuming).toBe(true);
    expect(upload.resumedFrom).toBe(previous);
    expect(upload.started).toBe(1);
  });

  it('shows progress while running, pauses (keeping the upload) and resumes', async () => {
    const { result } = await started();
    const [upload] = uploads;
    act(() => upload.options.onProgress(250, 1000));
    expect(result.current.state.percent).toBe(25);

    act(() => result.current.pause());
    expect(upload.aborted).toEqual([false]);
    expect(result.current.state).toMatchObject({ status: 'paused', percent: 25 });
    act(() => upload.options.onProgress(500, 1000));
    expect(result.current.state.percent).toBe(25);

    act(() => result.current.resume());
    expect(upload.started).toBe(2);
    expect(result.current.state.status).toBe('running');
  });

  it('succeeds with the upload id, the last segment of the upload URL', async () => {
    const { result } = await started();
    act(() => uploads[0].finish('abc123'));
    expect(result.current.state).toMatchObject({ status: 'success', percent: 100, error: null, uploadId: 'abc123' });
  });

  it('waits for the caller’s onSuccess, which may turn the success into an error', async () => {
    let done = () => {};
    const onSuccess = jest.fn(() => new Promise<void>((resolve) => (done = resolve)));
    const chosen = file(1000);
    const { result } = await started({ ...base, onSuccess }, chosen);
    act(() => uploads[0].finish('abc123'));
    // With the file sent (a gallery shows it until the product is saved).
    expect(onSuccess).toHaveBeenCalledWith('abc123', chosen);
    expect(result.current.state.status).toBe('running');
    await act(async () => done());
    expect(result.current.state.status).toBe('success');

    const refusing = await started({ ...base, onSuccess: (id) => (id === 'x' ? messages.failed : null) });
    act(() => uploads[1].finish('x'));
    expect(refusing.result.current.state).toMatchObject({ status: 'error', error: messages.failed, uploadId: null });
  });

  it('a failing follow-up (e.g. refreshing the profile) still ends as success: the file is stored', async () => {
    let fail = (_error: Error) => {};
    const onSuccess = jest.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const { result } = await started({ ...base, onSuccess });
    act(() => uploads[0].finish('abc123'));
    expect(result.current.state.status).toBe('running');
    await act(async () => fail(new Error('network')));
    expect(result.current.state).toMatchObject({ status: 'success', uploadId: 'abc123' });
  });

  it.each([
    [415, 'whatever', messages.notImage],
    [413, '', messages.tooLarge],
    [401, '', messages.signedOut],
    [400, 'Tệp không hợp lệ.', 'Tệp không hợp lệ.'],
    [400, '<html>Bad request</html>', messages.failed],
    [500, 'Internal error', messages.failed],
  ])('a %i answer (“%s”) shows %s', async (status, body, message) => {
    const { result } = await started();
    const refusal = Object.assign(new Error('tus: unexpected response'), {
      originalResponse: { getStatus: () => status, getBody: () => body },
    });
    act(() => uploads[0].options.onError(refusal));
    expect(result.current.state).toMatchObject({ status: 'error', error: message, uploadId: null });
  });

  it('a network failure shows the generic text, never the raw one', async () => {
    const { result } = await started();
    act(() => uploads[0].options.onError(new Error('tus: failed to upload chunk')));
    expect(result.current.state.error).toBe(messages.failed);
  });

  it('cancel terminates the upload on the server and forgets it', async () => {
    const { result } = await started();
    act(() => result.current.cancel());
    expect(uploads[0].aborted).toEqual([true]);
    expect(result.current.state).toMatchObject({ status: 'canceled', percent: 0, error: null, uploadId: null });
    act(() => result.current.resume());
    expect(uploads[0].started).toBe(1);
  });

  it('keeps a preview of the chosen file only when asked, until reset', async () => {
    const plain = await started();
    expect(plain.result.current.state.previewUrl).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();

    const { result } = await started({ ...base, preview: true });
    expect(result.current.state.previewUrl).toBe('blob:preview');
    act(() => uploads[1].finish('p1'));
    expect(result.current.state).toMatchObject({ status: 'success', previewUrl: 'blob:preview' });
    act(() => result.current.reset());
    expect(result.current.state).toMatchObject({ status: 'idle', previewUrl: null, uploadId: null });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('stops a running upload (without terminating it) when unmounted', async () => {
    const { unmount } = await started();
    unmount();
    expect(uploads[0].aborted).toEqual([false]);
  });

  it('uses the caller’s latest values when an upload starts', async () => {
    const initialProps: TusUploadOptions = { ...base, unavailable: messages.signedOut };
    const hook = renderHook((props: TusUploadOptions) => useTusUpload(props), { initialProps });
    const start = hook.result.current.start;
    hook.rerender({ ...base, metadata: { userId: 'u2' } });
    expect(hook.result.current.start).toBe(start);
    await act(() => hook.result.current.start(file(10)));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].options.metadata.userId).toBe('u2');
  });
});
