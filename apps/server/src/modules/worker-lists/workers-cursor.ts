import { workerNamePattern, type SortOrder, type WorkerSortField } from '@pool/contract';
import { ApiError } from '../../http/api-error.js';
import type { WorkersCursor } from './repository.js';

/** What a cursor is bound to: the order it continues. */
interface ListOrder {
  sort: WorkerSortField;
  order: SortOrder;
}

/**
 * A worker list's cursor: the last row's sort key and id with the sort and order they
 * belong to, as base64url JSON. Opaque to clients; the server reads back only what it
 * checks (a cursor is no secret: it names a row the caller has seen).
 */
export function encodeWorkersCursor(cursor: WorkersCursor, { sort, order }: ListOrder): string {
  return Buffer.from(JSON.stringify([sort, order, cursor.value, cursor.id])).toString('base64url');
}

/** The position a cursor names, if it is one of this sort and order; 400 `invalid_cursor` otherwise. */
export function decodeWorkersCursor(text: string, { sort, order }: ListOrder): WorkersCursor {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(decoded) || decoded.length !== 4) throw invalidCursor();
  const [cursorSort, cursorOrder, value, id] = decoded as unknown[];
  if (cursorSort !== sort || cursorOrder !== order) throw invalidCursor();
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) throw invalidCursor();
  const valid =
    sort === 'worker_name'
      ? typeof value === 'string' && workerNamePattern.test(value)
      : typeof value === 'number' && Number.isFinite(value);
  if (!valid) throw invalidCursor();
  return { value: value as number | string, id };
}

function invalidCursor(): ApiError {
  return new ApiError(
    400,
    'invalid_cursor',
    'The cursor is not one this list gave for this sort and order: start again without it',
    [{ name: 'cursor', code: 'invalid_input' }],
  );
}
