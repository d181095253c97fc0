import type { ErrorCode, FieldError } from '@pool/contract';

/** A refusal a service raises on purpose; the error handler turns it into the one error shape. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
    /** Extra members of the error object, e.g. redirect_browser_to. */
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }

  /** 400 with field errors of product §5 (the app shows each beside its field). */
  static invalidFields(fields: FieldError[]): ApiError {
    return new ApiError(400, 'invalid_input', 'Invalid input', fields);
  }

  static notFound(message = 'Not found'): ApiError {
    return new ApiError(404, 'not_found', message);
  }

  static accessDenied(message = 'Access denied'): ApiError {
    return new ApiError(403, 'access_denied', message);
  }
}
