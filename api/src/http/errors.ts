// Typed callable failures: a code from docs/product.md §8 and a Vietnamese message shown to the user as is.
import { ERROR_STATUS, wireStatus, type ErrorCode } from '@app/shared/contracts/errors';
import { serverMessages } from '@app/shared/messages/server';

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
export const MSG = serverMessages.protocol;

export const unauthenticated = () => new CallableError('unauthenticated', MSG.unauthenticated);
export const permissionDenied = (message: string = MSG.permissionDenied) =>
  new CallableError('permission-denied', message);
export const notFound = (message: string) => new CallableError('not-found', message);
export const invalidArgument = (message: string, details?: unknown) =>
  new CallableError('invalid-argument', message, details);
export const aborted = (message: string) => new CallableError('aborted', message);
export const resourceExhausted = (message: string) => new CallableError('resource-exhausted', message);
