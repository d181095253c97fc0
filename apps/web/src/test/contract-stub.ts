import * as contract from '@pool/contract';

const operations: Record<string, Record<number, string | null>> = contract.backendOperations;
// A literal segment wins over a parameter, as in the server's router: /promocodes/generate is not /promocodes/{id}.
const operationPatterns = Object.entries(operations)
  .map(([key, statuses]) => {
    const [method, template] = key.split(' ') as [string, string];
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
    return { key, method, pattern, statuses, parameters: template.split('{').length };
  })
  .sort((a, b) => a.parameters - b.parameters);

/**
 * Why the server would never give this answer to `method path` (the contract's
 * `backendOperations`, written from the server's routes), or undefined when it could.
 */
export async function contractViolation(method: string, path: string, response: Response): Promise<string | undefined> {
  const operation = operationPatterns.find((candidate) => candidate.method === method && candidate.pattern.test(path));
  if (!operation) return `The test stubs ${method} ${path}, which the server does not have`;
  const text = await response.clone().text();
  if (response.status >= 300) {
    const error = text ? contract.errorResponseSchema.safeParse(JSON.parse(text)) : undefined;
    return error && !error.success
      ? `The test's error answer to ${operation.key} is not the API's error shape`
      : undefined;
  }
  if (!(response.status in operation.statuses))
    return `The test answers ${operation.key} with ${response.status}; the server answers ${Object.keys(operation.statuses).join(' or ')}`;
  const schemaName = operation.statuses[response.status];
  if (!schemaName) return undefined;
  const schema = contract[schemaName as keyof typeof contract] as {
    safeParse(value: unknown): { success: boolean; error?: unknown };
  };
  const result = schema.safeParse(JSON.parse(text));
  return result.success
    ? undefined
    : `The test's answer to ${operation.key} does not match ${schemaName}: ${String(result.error)}`;
}
