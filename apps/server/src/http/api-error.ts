import type { ErrorCode, FieldError } from '@pool/contract';

/** A refusal a service raises on purpose; the error handler turns it into the one error shape. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
  }

  static notFound(message = 'Not found'): ApiError {
    return new ApiError(404, 'not_found', message);
  }

  static accessDenied(message = 'Access denied'): ApiError {
    return new ApiError(403, 'access_denied', message);
  }
}
