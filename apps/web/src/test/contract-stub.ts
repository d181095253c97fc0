import type { z } from 'zod';
import { backendOperations, errorResponseSchema } from '@pool/contract';

/** The success answers of an operation by status: the schema of a JSON body, null for none (a file, an empty answer). */
function successBodies(responses: Readonly<Record<number, z.ZodType>>): Record<number, z.ZodType | null> {
  return Object.fromEntries(
    Object.entries(responses)
      .filter(([status]) => Number(status) < 300)
      .map(([status, schema]) => {
        const type = (schema as { def?: { type?: string } }).def?.type;
        return [status, type === 'null' || type === 'custom' ? null : schema];
      }),
  );
}

// A static segment wins over a parameter, as in the server's router: fewer parameters first
// (`/miners/lookup-by-account-name` before `/miners/{id}`).
const operationPatterns = Object.entries(backendOperations)
  .map(([key, operation]) => {
    const [method, template] = key.split(' ') as [string, string];
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
    const statuses = successBodies(operation.responses);
    return { key, method, pattern, statuses, parameters: template.split('{').length - 1 };
  })
  .sort((a, b) => a.parameters - b.parameters);

/**
 * Why the server would never give this answer to `method path` (the contract's
 * `backendOperations`, which the server registers its routes from), or undefined when it could.
 */
export async function contractViolation(method: string, path: string, response: Response): Promise<string | undefined> {
  const operation = operationPatterns.find((candidate) => candidate.method === method && candidate.pattern.test(path));
  if (!operation) return `The test stubs ${method} ${path}, which the server does not have`;
  const text = await response.clone().text();
  if (response.status >= 300) {
    const error = text ? errorResponseSchema.safeParse(JSON.parse(text)) : undefined;
    return error && !error.success
      ? `The test's error answer to ${operation.key} is not the API's error shape`
      : undefined;
  }
  if (!(response.status in operation.statuses))
    return `The test answers ${operation.key} with ${response.status}; the server answers ${Object.keys(operation.statuses).join(' or ')}`;
  const schema = operation.statuses[response.status];
  if (!schema) return undefined;
  const result = schema.safeParse(JSON.parse(text));
  return result.success
    ? undefined
    : `The test's answer to ${operation.key} does not match its schema: ${String(result.error)}`;
}
