import fs from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';

/**
 * Validates response bodies against Kratos's OpenAPI document (OpenAPI 3.0: `nullable` is
 * rewritten to JSON Schema, `$ref`s resolve inside the registered document).
 */
const specPath = '/work/shared/kratos/kratos-api.openapi.json';

type Json = Record<string, unknown>;
const spec = JSON.parse(fs.readFileSync(specPath, 'utf8')) as {
  paths: Record<string, Record<string, { responses?: Record<string, Json> }>>;
  components: { schemas: Json; responses: Record<string, Json> };
};

function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (typeof node !== 'object' || node === null) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'nullable' || key === 'discriminator' || key === 'example' || key.startsWith('x-')) continue;
    out[key] = toJsonSchema(value);
  }
  if ((node as Json).nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

// The spec nests `errorGeneric` (itself `{ error }`) under `error` here, while Kratos sends
// `{ error: { id, code, … }, redirect_browser_to }` like every other error: validate what Kratos sends.
(spec.components.schemas.errorBrowserLocationChangeRequired as { properties: Json }).properties.error = {
  $ref: '#/components/schemas/genericError',
};

const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
ajv.addSchema({ $id: 'kratos', components: toJsonSchema(spec.components) as Json });

const validators = new Map<string, ValidateFunction>();
function validatorFor(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: `kratos${ref}` });
    validators.set(ref, validate);
  }
  return validate;
}

/** Throws when `body` does not match `components/schemas/<name>`. */
export function assertSchema(name: string, body: unknown): void {
  const validate = validatorFor(`#/components/schemas/${name}`);
  if (!validate(body)) {
    throw new Error(
      `Response does not match ${name}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 2000)}`,
    );
  }
}

const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    responses: operation.responses ?? {},
  })),
);

/** The schema name the spec gives for a response of `method path` with `status`, if any. */
export function responseSchemaName(method: string, path: string, status: number): string | undefined {
  const operation = operations.find((candidate) => candidate.method === method && candidate.pattern.test(path));
  if (!operation) throw new Error(`No operation ${method} ${path} in the Kratos API`);
  let response = operation.responses[String(status)] ?? operation.responses.default;
  if (!response) throw new Error(`Status ${status} is not documented for ${method} ${path}`);
  const responseRef = response.$ref as string | undefined;
  if (responseRef) response = spec.components.responses[responseRef.split('/').pop()!]!;
  const content = response.content as Record<string, { schema?: Json }> | undefined;
  const schema = content?.['application/json']?.schema;
  if (!schema) return undefined;
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop();
  if (schema.type === 'array' && typeof (schema.items as Json | undefined)?.$ref === 'string') {
    return `array:${((schema.items as Json).$ref as string).split('/').pop()}`;
  }
  return undefined;
}

export function assertResponseMatchesSpec(method: string, path: string, status: number, body: unknown): void {
  const name = responseSchemaName(method, path, status);
  if (!name) return;
  if (name.startsWith('array:')) {
    if (!Array.isArray(body)) throw new Error(`Expected an array for ${method} ${path}`);
    for (const item of body) assertSchema(name.slice('array:'.length), item);
  } else {
    assertSchema(name, body);
  }
}
