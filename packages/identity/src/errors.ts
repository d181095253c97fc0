/**
 * Kratos JSON errors: `{ error: { id, code, status, reason, message }, ...extra }`.
 * Thrown from anywhere in the service and rendered by the routes' error handler.
 */
export class KratosError extends Error {
  constructor(
    readonly code: number,
    readonly errorId: string | undefined,
    message: string,
    readonly reason?: string,
    /**
     * Top-level fields next to `error` (e.g. `redirect_browser_to`, `use_flow_id`). The spec's
     * `error.details` admits no properties, so nothing goes there.
     */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toJSON(): { error: Record<string, unknown> } & Record<string, unknown> {
    const error: Record<string, unknown> = { code: this.code, status: statusText(this.code), message: this.message };
    if (this.errorId) error.id = this.errorId;
    if (this.reason) error.reason = this.reason;
    return { error, ...this.extra };
  }
}

const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};
export const statusText = (code: number) => statusTexts[code] ?? 'Error';

export const errors = {
  badRequest: (reason: string) =>
    new KratosError(400, undefined, 'The request was malformed or contained invalid parameters', reason),
  notFound: (reason = 'The requested resource could not be found') =>
    new KratosError(404, undefined, 'The requested resource could not be found', reason),
  flowNotFound: () =>
    new KratosError(404, undefined, 'The requested resource could not be found', 'The flow could not be found.'),
  noActiveSession: () =>
    new KratosError(
      401,
      'session_inactive',
      'request does not have a valid authentication session',
      'No active session was found in this request.',
    ),
  csrfViolation: () =>
    new KratosError(
      403,
      'security_csrf_violation',
      'the request was rejected to protect you from Cross-Site-Request-Forgery',
      'Please retry the flow and optionally clear your cookies. The request was rejected to protect you from Cross-Site-Request-Forgery (CSRF) which could cause account takeover, leaking personal information, and other serious security issues.',
    ),
  returnToForbidden: (returnTo: string) =>
    new KratosError(
      400,
      'self_service_flow_return_to_forbidden',
      'The request was malformed or contained invalid parameters',
      `Requested return_to URL "${returnTo}" is not allowed.`,
    ),
  flowExpired: (newFlowId: string, expiredAt: Date, now: Date) =>
    new KratosError(
      410,
      'self_service_flow_expired',
      'self-service flow expired',
      `The self-service flow expired ${((now.getTime() - expiredAt.getTime()) / 60_000).toFixed(2)} minutes ago, initialize a new one.`,
      {
        use_flow_id: newFlowId,
        expired_at: expiredAt.toISOString(),
        since: (now.getTime() - expiredAt.getTime()) * 1_000_000,
      },
    ),
  identityMismatch: () =>
    new KratosError(
      403,
      'security_identity_mismatch',
      'the requested action was forbidden',
      'The flow was interrupted because the identity of the session changed.',
    ),
  sessionAlreadyAvailable: () =>
    new KratosError(
      400,
      'session_already_available',
      'A valid session was detected and thus login is not possible. Did you forget to set `?refresh=true`?',
      'A valid session was detected and thus login is not possible. Did you forget to set `?refresh=true`?',
    ),
  aal2Required: (redirectTo: string) =>
    new KratosError(
      403,
      'session_aal2_required',
      'Session does not fulfill the requested Authenticator Assurance Level',
      'An active session was found but it does not fulfill the Authenticator Assurance Level, implying that the session must (re-)authenticate using a second factor.',
      { redirect_browser_to: redirectTo },
    ),
  refreshRequired: (redirectTo: string) =>
    new KratosError(
      403,
      'session_refresh_required',
      'The login session is too old and thus not allowed to update these fields. Please re-authenticate.',
      'The login session is too old and thus not allowed to update these fields. Please re-authenticate.',
      { redirect_browser_to: redirectTo },
    ),
  browserLocationChangeRequired: (redirectTo: string) =>
    new KratosError(
      422,
      'browser_location_change_required',
      'browser location change required',
      'In order to complete this flow please redirect the browser to: ' + redirectTo,
      { redirect_browser_to: redirectTo },
    ),
  tooManyRequests: (retryAfterSeconds: number) =>
    new KratosError(
      429,
      'self_service_rate_limited',
      'Too many requests',
      'Too many attempts were made; please wait before trying again.',
      { retry_after_seconds: retryAfterSeconds },
    ),
  internal: () =>
    new KratosError(500, undefined, 'An internal server error occurred, please contact the system administrator'),
};
