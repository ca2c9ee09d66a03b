// Typed callable failures: a code from SPEC §8 and a Vietnamese message shown to the user as is.
import { ERROR_STATUS, wireStatus, type ErrorCode } from '@app/shared/contracts/errors';

export class CallableError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'CallableError';
  }

  get httpStatus(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): { error: { status: string; message: string; details?: unknown } } {
    const error: { status: string; message: string; details?: unknown } = {
      status: wireStatus(this.code),
      message: this.message,
    };
    if (this.details !== undefined) error.details = this.details;
    return { error };
  }
}

/** Protocol and generic texts (feature-specific texts live next to their feature). */
export const MSG = {
  badRequest: 'Yêu cầu không hợp lệ.',
  badBody: 'Nội dung yêu cầu phải có dạng {"data": ...}.',
  badJson: 'Nội dung yêu cầu không phải JSON hợp lệ.',
  badContentType: 'Yêu cầu phải có Content-Type: application/json.',
  tooLarge: 'Nội dung yêu cầu quá lớn.',
  unknownFunction: 'Không tìm thấy chức năng được yêu cầu.',
  unauthenticated: 'Bạn cần đăng nhập để tiếp tục.',
  badToken: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập lại.',
  permissionDenied: 'Bạn không có quyền thực hiện thao tác này.',
  tooManyRequests: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.',
  internal: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
  invalidArgument: 'Dữ liệu không hợp lệ.',
} as const;

export const unauthenticated = () => new CallableError('unauthenticated', MSG.unauthenticated);
export const permissionDenied = (message: string = MSG.permissionDenied) =>
  new CallableError('permission-denied', message);
export const notFound = (message: string) => new CallableError('not-found', message);
export const invalidArgument = (message: string, details?: unknown) =>
  new CallableError('invalid-argument', message, details);
export const aborted = (message: string) => new CallableError('aborted', message);
