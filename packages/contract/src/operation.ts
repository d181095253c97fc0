import { z } from 'zod';
import { errorResponseSchema } from './errors.js';

/** The HTTP methods of the backend's operations. */
export type OperationMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One backend operation, described once: the server registers its route from it (and the
 * OpenAPI document follows), the web's client takes its types from it. Its key in the
 * table, `'GET /miners/{id}/balance'`, gives the method and the path in OpenAPI form.
 */
export interface OperationDescription {
  tags?: readonly string[];
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Every answer by status, the errors included (they document the error shape). */
  responses: Readonly<Record<number, z.ZodType>>;
}

/** Operations by `'METHOD /path'`: what each area file exports and what `backendOperations` joins. */
export type OperationTable = Readonly<Record<`${OperationMethod} /${string}`, OperationDescription>>;

/** The error answers an operation may give, each with the error body: `errorResponses(401, 403)`. */
export function errorResponses<const Code extends number>(...codes: Code[]): Record<Code, typeof errorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<
    Code,
    typeof errorResponseSchema
  >;
}

/** The errors of a call about one resource: bad input, no session, not allowed, not found. */
export const resourceErrors = errorResponses(400, 401, 403, 404);

/** The body of a file the backend sends: CSV text, or XLSX or PDF bytes (its type is in the headers). */
export type FileBody = string | Uint8Array;

/** A download's body; an operation that answers with it is fetched as a file, not as JSON. */
export const fileSchema = z.custom<FileBody>().describe('The file: CSV text, or XLSX or PDF bytes');
