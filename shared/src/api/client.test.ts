import { api, ApiError, CALL_TIMEOUT_MS, toApiError } from './client';

const callFunction = jest.fn();
jest.mock('@app/shared/firebase/client', () => ({
  callFunction: (...args: unknown[]) => callFunction(...args),
}));

describe('api', () => {
  beforeEach(() => callFunction.mockReset());

  it('calls the callable of the same name with the input and the 70 s time-out, and returns its data', async () => {
    callFunction.mockResolvedValue({ items: [], nextCursor: null });
    await expect(api.listProducts({ query: 'ảnh' })).resolves.toEqual({ items: [], nextCursor: null });
    expect(callFunction).toHaveBeenCalledWith('listProducts', { query: 'ảnh' }, CALL_TIMEOUT_MS);
  });

  it('sends null for a call without input', async () => {
    callFunction.mockResolvedValue({ uid: 'u1' });
    await api.getUserProfile(null);
    expect(callFunction).toHaveBeenCalledWith('getUserProfile', null, CALL_TIMEOUT_MS);
  });

  it('turns a failure into an ApiError with the server’s Vietnamese message', async () => {
    callFunction.mockRejectedValue({ code: 'functions/invalid-argument', message: 'Giá phải là số nguyên. [400]' });
    const error = await api.getProduct({ productId: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'invalid-argument', message: 'Giá phải là số nguyên.' });
  });

  it('is not a thenable (awaiting it makes no call)', async () => {
    await expect(Promise.resolve(api)).resolves.toBe(api);
    expect(callFunction).not.toHaveBeenCalled();
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
