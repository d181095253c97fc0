import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How responses are written: from the contract's zod schema turned into JSON Schema (the
 * same conversion OpenAPI is generated with) and compiled by fast-json-stringify, so a
 * list of a thousand workers is not validated row by row with zod on its way out. The
 * compiled writer keeps only the properties the contract names, as zod's parse did. A
 * schema JSON Schema cannot express (a transform, a custom type) keeps zod's serialiser.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const jsonSchema = toJsonSchema(route.schema);
  if (!jsonSchema) return zodSerializerCompiler(route);
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};

function toJsonSchema(schema: unknown): object | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return null;
  }
}
