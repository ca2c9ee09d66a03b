import { waitFor } from '@testing-library/react';
import { ACCOUNT_SUSPENDED } from '@app/shared/contracts/errors';
import { commonMessages } from '@app/shared/messages/common';
import { api, ApiError, CALL_TIMEOUT_MS, callableUrl, fetchFile, toApiError } from './client';

const currentIdToken = jest.fn();
jest.mock('@app/shared/firebase/client', () => ({
  currentIdToken: (...args: unknown[]) => currentIdToken(...args),
}));

const endSession = jest.fn(async (_reason: string) => undefined);
jest.mock('@app/shared/auth/session', () => ({ endSession: (reason: string) => endSession(reason) }));

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: async () => body } as Response);

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('api (the callable protocol over fetch)', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    currentIdToken.mockReset().mockResolvedValue(null);
  });

  it('POSTs {"data": input} to the callable of the same name and returns its result', async () => {
    fetchMock.mockReturnValue(answer(200, { result: { items: [], nextCursor: null } }));
    await expect(api.listProducts({ query: 'ảnh' })).resolves.toEqual({ items: [], nextCursor: null });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:5001/demo-marketplace/asia-southeast1/listProducts');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ data: { query: 'ảnh' } });
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
  });

  it('sends null for a call without input, and the bearer ID token when signed in', async () => {
    currentIdToken.mockResolvedValue('id-token');
    fetchMock.mockReturnValue(answer(200, { result: { uid: 'u1' } }));
    await api.getUserProfile(null);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ data: null });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer id-token');
  });

  it("turns an error answer into an ApiError with the server's Vietnamese message", async () => {
    fetchMock.mockReturnValue(
      answer(400, { error: { status: 'INVALID_ARGUMENT', message: 'Giá phải là số nguyên.', details: { n: 1 } } }),
    );
    const error = await api.getProduct({ productId: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'invalid-argument', message: 'Giá phải là số nguyên.', details: { n: 1 } });
  });

  it('a call refused because the account is suspended ends the session, which then says why', async () => {
    fetchMock.mockReturnValue(
      answer(403, { error: { status: 'PERMISSION_DENIED', message: 'Tài khoản…', details: ACCOUNT_SUSPENDED } }),
    );
    await expect(api.getWishlist(null)).rejects.toMatchObject({ code: 'permission-denied', message: 'Tài khoản…' });
    await waitFor(() => expect(endSession).toHaveBeenCalledWith('suspended'));
    // Any other refusal leaves the session alone.
    endSession.mockClear();
    fetchMock.mockReturnValue(answer(403, { error: { status: 'PERMISSION_DENIED', message: 'Không có quyền.' } }));
    await expect(api.getWishlist(null)).rejects.toMatchObject({ code: 'permission-denied' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(endSession).not.toHaveBeenCalled();
  });

  it('a network failure is "unavailable" with the catalogue text; an unreadable answer is "internal"', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.listCategories(null)).rejects.toMatchObject({
      code: 'unavailable',
      message: commonMessages.errors.unavailable,
    });
    fetchMock.mockReturnValueOnce(
      Promise.resolve({ ok: false, status: 502, json: async () => Promise.reject(new SyntaxError('<html>')) }),
    );
    await expect(api.listCategories(null)).rejects.toMatchObject({
      code: 'internal',
      message: commonMessages.errors.generic,
    });
  });

  it("adds the request's id to the generic error, so a user's report finds the API's log lines", async () => {
    fetchMock.mockReturnValueOnce(
      Promise.resolve({
        ok: false,
        status: 500,
        headers: new Headers({ 'x-request-id': 'Ab3_x-9QzK1m' }),
        json: async () => ({ error: { status: 'INTERNAL', message: 'internal' } }),
      }),
    );
    await expect(api.listCategories(null)).rejects.toMatchObject({
      code: 'internal',
      message: `${commonMessages.errors.generic} Mã lỗi: Ab3_x-9QzK1m.`,
      requestId: 'Ab3_x-9QzK1m',
    });
    // A failure the user can act on keeps its own message alone.
    fetchMock.mockReturnValueOnce(
      Promise.resolve({
        ok: false,
        status: 400,
        headers: new Headers({ 'x-request-id': 'Zz9_x-9QzK1m' }),
        json: async () => ({ error: { status: 'INVALID_ARGUMENT', message: 'Giá phải là số nguyên.' } }),
      }),
    );
    await expect(api.listCategories(null)).rejects.toMatchObject({
      message: 'Giá phải là số nguyên.',
      requestId: 'Zz9_x-9QzK1m',
    });
  });

  it('gives up after the 70 s time-out with "deadline-exceeded"', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockImplementation(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      );
      const pending = api.listCategories(null).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(CALL_TIMEOUT_MS);
      await expect(pending).resolves.toMatchObject({ code: 'deadline-exceeded' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('is not a thenable (awaiting it makes no call)', async () => {
    await expect(Promise.resolve(api)).resolves.toBe(api);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reaches /{name} on a production origin', () => {
    const global = globalThis as unknown as { __APP_ENV__: typeof __APP_ENV__ };
    const env = global.__APP_ENV__;
    global.__APP_ENV__ = { ...env, FUNCTIONS_ORIGIN: 'https://api.example.vn' };
    try {
      expect(callableUrl('listProducts')).toBe('https://api.example.vn/listProducts');
    } finally {
      global.__APP_ENV__ = env;
    }
  });
});

describe('early calls (the shell page asked already: @app/shared/api/early-calls)', () => {
  type Answer = { ok: boolean; status: number; body: unknown };
  type Calls = Record<string, { at: number; answer: Promise<Answer>; settled?: Answer } | undefined>;
  const early = (status: number, body: unknown, at = Date.now()) => ({
    at,
    answer: Promise.resolve({ ok: status < 400, status, body }),
  });
  const key = JSON.stringify(['getProduct', { productId: 'pong-neon' }]);
  const product = { id: 'pong-neon', title: 'Pong Neon' };
  let calls: Calls;

  beforeEach(() => {
    fetchMock.mockReset();
    currentIdToken.mockReset().mockResolvedValue(null);
    calls = { [key]: early(200, { result: product }) };
    (window as { __SHELL_BOOT__?: unknown }).__SHELL_BOOT__ = { calls };
  });
  afterAll(() => {
    delete (window as { __SHELL_BOOT__?: unknown }).__SHELL_BOOT__;
  });

  it("takes the boot script's answer for the same call and input, once: the next call asks the API", async () => {
    fetchMock.mockReturnValue(answer(200, { result: { ...product, title: 'Mới' } }));
    await expect(api.getProduct({ productId: 'pong-neon' })).resolves.toEqual(product);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(calls).toEqual({});
    await expect(api.getProduct({ productId: 'pong-neon' })).resolves.toEqual({ ...product, title: 'Mới' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an error answer is read as any other: the same ApiError', async () => {
    calls[key] = early(404, { error: { status: 'NOT_FOUND', message: 'Không tìm thấy sản phẩm.' } });
    await expect(api.getProduct({ productId: 'pong-neon' })).rejects.toMatchObject({
      code: 'not-found',
      message: 'Không tìm thấy sản phẩm.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('another input, a signed-in caller or an answer over 30 s old: the API is asked', async () => {
    fetchMock.mockImplementation(() => answer(200, { result: { id: 'fresh' } }));
    await expect(api.getProduct({ productId: 'other' })).resolves.toEqual({ id: 'fresh' });
    expect(calls[key]).toBeDefined();

    currentIdToken.mockResolvedValue('id-token');
    await expect(api.getProduct({ productId: 'pong-neon' })).resolves.toEqual({ id: 'fresh' });
    expect(calls[key]).toBeDefined(); // kept: a signed-in user's answer may differ from the public one

    currentIdToken.mockResolvedValue(null);
    calls[key] = early(200, { result: product }, Date.now() - 30_001);
    await expect(api.getProduct({ productId: 'pong-neon' })).resolves.toEqual({ id: 'fresh' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('an early call that failed on the network is asked again at once', async () => {
    calls[key] = { at: Date.now(), answer: Promise.reject(new TypeError('Failed to fetch')) };
    calls[key]?.answer.catch(() => undefined);
    fetchMock.mockReturnValue(answer(200, { result: product }));
    await expect(api.getProduct({ productId: 'pong-neon' })).resolves.toEqual(product);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('fetchFile (a file the API answers, e.g. a streamed CSV)', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    currentIdToken.mockReset().mockResolvedValue('id-token');
  });

  it('GETs the path at the API’s origin with the bearer ID token and answers the body as a Blob', async () => {
    const blob = new Blob(['a,b\r\n'], { type: 'text/csv' });
    fetchMock.mockResolvedValue({ ok: true, status: 200, blob: async () => blob } as Response);
    await expect(fetchFile('/ledger/statement.csv?month=2026-10')).resolves.toBe(blob);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:5001/ledger/statement.csv?month=2026-10');
    expect(init.method).toBeUndefined();
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer id-token');
  });

  it('fails as a call would: the server’s message, or the catalogue’s when the network or the download broke', async () => {
    fetchMock.mockReturnValueOnce(
      answer(400, { error: { status: 'INVALID_ARGUMENT', message: 'Tháng không hợp lệ.' } }),
    );
    await expect(fetchFile('/f')).rejects.toMatchObject({ code: 'invalid-argument', message: 'Tháng không hợp lệ.' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchFile('/f')).rejects.toMatchObject({
      code: 'unavailable',
      message: commonMessages.errors.unavailable,
    });
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      blob: async () => Promise.reject(new TypeError('network error')),
    } as unknown as Response);
    await expect(fetchFile('/f')).rejects.toMatchObject({ code: 'unavailable' });
  });
});

describe('toApiError', () => {
  it('keeps the server’s Vietnamese message and strips the SDK’s " [status]" suffix', () => {
    const error = toApiError({
      code: 'functions/permission-denied',
      message: 'Bạn không thể xem giao dịch này. [403]',
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('permission-denied');
    expect(error.message).toBe('Bạn không thể xem giao dịch này.');
  });

  it('shows the catalogue text for internal errors (network failures included), never raw text', () => {
    const error = toApiError({ code: 'functions/internal', message: 'internal' });
    expect(error.code).toBe('internal');
    expect(error.message).toBe('Đã có lỗi xảy ra. Vui lòng thử lại sau.');
  });

  it('maps an unknown code to internal', () => {
    expect(toApiError(new Error('socket hang up')).code).toBe('internal');
  });

  it('uses the catalogue text when the server sent only the status name', () => {
    expect(toApiError({ code: 'functions/resource-exhausted', message: 'RESOURCE-EXHAUSTED' }).message).toBe(
      'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.',
    );
  });
});
