import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * Writers by contract schema, compiled when first used: the same schema answers many
 * routes (the error body every 4xx of every route), tests build many apps, and most
 * routes of a process never answer most of their statuses.
 */
const compiled = new WeakMap<z.ZodType, Serialize | null>();

/**
 * How lists are written (the `paginated` answers of the contract): from the contract's
 * zod schema turned into JSON Schema (the same conversion OpenAPI is generated with) and
 * compiled by fast-json-stringify, so a list of a thousand workers is not validated row by
 * row with zod on its way out. The compiled writer keeps only the properties the contract
 * names, as zod's parse did. Other answers are small: zod's serialiser, which also checks
 * them, costs less than a compiled writer's first use. A list JSON Schema cannot express
 * (a transform, a custom type) keeps zod's serialiser too.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = route.schema;
  const withZod = zodSerializerCompiler(route);
  if (!isList(schema)) return withZod;
  return (data) => {
    let serialize = compiled.get(schema);
    if (serialize === undefined) {
      serialize = compile(schema);
      compiled.set(schema, serialize);
    }
    return serialize ? serialize(data) : withZod(data);
  };
};

/** A page of a list: `{ data: [...], pagination }` (contract `paginated`). */
function isList(schema: unknown): schema is z.ZodObject {
  return schema instanceof z.ZodObject && schema.shape.data instanceof z.ZodArray && 'pagination' in schema.shape;
}

function compile(schema: z.ZodType): Serialize | null {
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return null;
  }
  return fastJson(withNullableTypes(jsonSchema) as Parameters<typeof fastJson>[0]);
}

/**
 * zod writes `T | null` as `anyOf: [T, { type: 'null' }]`, which fast-json-stringify
 * resolves per value by validating each branch; `type: [T's type, 'null']` says the same
 * and is written directly.
 */
function withNullableTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullableTypes);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, withNullableTypes(value)] as const);
  const schema = Object.fromEntries(entries) as Record<string, unknown>;
  const branches = schema.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullIndex = branches.findIndex((branch: { type?: unknown }) => branch.type === 'null');
    const other = branches[1 - nullIndex] as Record<string, unknown> | undefined;
    const simple = other && typeof other.type === 'string' && other.type !== 'object' && other.type !== 'array';
    if (nullIndex !== -1 && simple) {
      const { anyOf: _anyOf, ...rest } = schema;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return schema;
}
