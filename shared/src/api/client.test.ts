import { ApiError, toApiError } from './client';

jest.mock('firebase/functions', () => ({ httpsCallable: jest.fn() }));
jest.mock('@app/shared/firebase/functions', () => ({ firebaseFunctions: jest.fn() }));

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
