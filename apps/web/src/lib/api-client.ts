import {
  backendBasePath,
  xsrfCookieName,
  xsrfHeaderName,
  type DownloadOperationKey,
  type ErrorResponse,
  type FieldError,
  type JsonOperationKey,
  type OperationAnswer,
  type OperationInput,
  type OperationKey,
} from '@pool/contract';

/** What a failed call tells the UI: the §8 code to translate, never raw server text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: NonNullable<ErrorResponse['error']['fields']> = [],
  ) {
    super(`${status} ${code}`);
    this.name = 'ApiError';
  }
}

/** The generic client errors of product §8 ("network, timeout, canceled, bad response"). */
export type ClientErrorCode = 'network_error' | 'timeout' | 'canceled' | 'bad_response';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export interface RequestOptions {
  method?: string;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  body?: unknown;
  /** Calls marked "without credentials" in product §7 send no cookies. */
  credentials?: RequestCredentials;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

let baseUrl: string = backendBasePath;
const defaultHeaders: Record<string, string> = {};

/** A header sent with every backend call until removed (the watcher token, product §4). */
export function setDefaultHeader(name: string, value: string | undefined): void {
  if (value === undefined) delete defaultHeaders[name];
  else defaultHeaders[name] = value;
}

/** Product §4: when the configuration arrives, its api address becomes the backend base. */
export function setApiBase(address: string): void {
  baseUrl = address.replace(/\/$/, '');
}

export function buildUrl(path: string, query: RequestOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

/** Error codes after which a fresh second factor lets the call go through (product §4, §8). */
const secondFactorCodes = new Set(['mfa_required', 'session_aal2_required']);
let askForSecondFactor: (() => Promise<boolean>) | undefined;

/** The app registers the second-factor dialog here; the client opens it and retries once. */
export function setSecondFactorHandler(handler: (() => Promise<boolean>) | undefined): void {
  askForSecondFactor = handler;
}

/**
 * One fetch wrapper for the backend: JSON in and out, the XSRF double-submit on every
 * unsafe call, the §8 error shape parsed into ApiError. No default timeout (product §9).
 * A call refused for want of a second factor opens the dialog and, after success, is
 * made again once.
 * `T` is the answer's type from the contract. The pages of a first visit (the main layout,
 * the dashboard) take it as typed instead of parsing it again with the contract's schema:
 * the server writes every answer through that schema (apps/server/src/http/serializer.ts),
 * and parsing would load the schema library, a quarter of the dashboard's scripts.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    if (!(error instanceof ApiError) || !secondFactorCodes.has(error.code) || !askForSecondFactor) throw error;
    if (!(await askForSecondFactor())) throw error;
    return send<T>(path, options);
  }
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const response = await fetchBackend(path, options, 'application/json');
  const text = await response.text();
  let payload: unknown = undefined;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      throw new ApiError(response.status, 'bad_response');
    }
  }
  if (!response.ok) throw failureOf(response.status, payload);
  return payload as T;
}

/** The call itself: default headers (the watcher token), the XSRF header on unsafe methods, cookies. */
async function fetchBackend(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = { accept, ...defaultHeaders, ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (unsafeMethods.has(method)) {
    const token = readCookie(xsrfCookieName);
    if (token) headers[xsrfHeaderName] = token;
  }
  try {
    return await fetch(`${baseUrl}/v0.1${buildUrl(path, options.query)}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: options.credentials ?? 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw new ApiError(0, 'canceled');
    throw new ApiError(0, 'network_error');
  }
}

function failureOf(status: number, payload: unknown): ApiError {
  const error = errorOf(payload);
  if (error) return new ApiError(status, error.code, error.fields);
  return new ApiError(status, status === 404 ? 'not_found' : 'bad_response');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isFieldError(value: unknown): value is FieldError {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.code === 'string' &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  );
}

/**
 * The error of a body in the shape of `errorResponseSchema`, or undefined. Checked by hand
 * rather than by the schema, so every page loads without the schema library;
 * api-client.test.ts holds the two to the same answers.
 */
export function errorOf(payload: unknown): ErrorResponse['error'] | undefined {
  if (!isRecord(payload) || !isRecord(payload.error)) return undefined;
  const { code, message, fields, redirect_browser_to: redirect } = payload.error;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  if (fields !== undefined && !(Array.isArray(fields) && fields.every(isFieldError))) return undefined;
  if (redirect !== undefined && typeof redirect !== 'string') return undefined;
  return {
    code,
    message,
    ...(fields === undefined ? {} : { fields }),
    ...(redirect === undefined ? {} : { redirect_browser_to: redirect }),
  };
}

/** A file the backend sends (an export): its bytes and the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | undefined;
}

/** GET a file from the backend with the same cookies and headers as every call; errors as ApiError. */
export async function apiDownload(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<DownloadedFile> {
  const response = await fetchBackend(path, options, '*/*');
  if (!response.ok) {
    let payload: unknown = undefined;
    try {
      payload = await response.json();
    } catch {
      // Not the JSON error shape: the status alone tells what went wrong.
    }
    throw failureOf(response.status, payload);
  }
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` (RFC 6266) first, else `filename="…"`. */
export function filenameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name || undefined;
}

/** A part of a call: required when the operation's schema requires it, left out when it has none. */
type Part<Name extends string, Value> = [Value] extends [undefined]
  ? { [N in Name]?: never }
  : object extends Value
    ? { [N in Name]?: Value }
    : { [N in Name]: Value };

/** What a call of an operation sends: its path parameters, query and body, typed by the contract. */
export type OperationCall<Key extends OperationKey> = Part<'params', OperationInput<Key, 'params'>> &
  Part<'query', OperationInput<Key, 'query'>> &
  Part<'body', OperationInput<Key, 'body'>> &
  Pick<RequestOptions, 'credentials' | 'headers' | 'signal'>;

/** The call's argument, optional when the operation needs nothing. */
type CallArgument<Key extends OperationKey> =
  object extends OperationCall<Key> ? [call?: OperationCall<Key>] : [call: OperationCall<Key>];

/** The method and the path, its `{name}` parameters filled in (encoded), of a call. */
function target(operation: OperationKey, params: Record<string, unknown> = {}): { method: string; path: string } {
  const [method, template] = operation.split(' ') as [string, string];
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return { method, path };
}

/**
 * A backend operation by its contract key, `api('GET /miners/{id}/balance', { params: { id } })`:
 * the parameters, query, body and answer are typed by the operation's description in
 * `@pool/contract`, so a wrong path, parameter or body fails the type check. Only the types
 * come from the contract: the key itself is the method and path, so no schema is loaded.
 */
export function api<Key extends JsonOperationKey>(
  operation: Key,
  ...[call = {} as OperationCall<Key>]: CallArgument<Key>
): Promise<OperationAnswer<Key>> {
  const { params, query, ...options } = call as OperationCall<OperationKey> & {
    params?: Record<string, unknown>;
    query?: RequestOptions['query'];
    body?: unknown;
  };
  const { method, path } = target(operation, params);
  return apiRequest<OperationAnswer<Key>>(path, { ...options, method, query });
}

/** A file (an export) by its operation's contract key, typed as `api()` is. */
export function download<Key extends DownloadOperationKey>(
  operation: Key,
  ...[call = {} as OperationCall<Key>]: CallArgument<Key>
): Promise<DownloadedFile> {
  const { params, query, ...options } = call as OperationCall<OperationKey> & {
    params?: Record<string, unknown>;
    query?: RequestOptions['query'];
  };
  return apiDownload(target(operation, params).path, { ...options, query });
}
