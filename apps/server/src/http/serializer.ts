import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
interface ListWriter {
  serialize: Serialize;
  rowIsValid: ValidateFunction;
}

/**
 * Writers by contract schema, compiled when first used: the same schema answers many
 * routes (the error body every 4xx of every route), tests build many apps, and most
 * routes of a process never answer most of their statuses.
 */
const compiled = new WeakMap<z.ZodType, ListWriter | null>();

/** Row checks from the contract's JSON Schema; `format` is left to the patterns zod writes beside it. */
const ajv = new Ajv({ validateFormats: false, allErrors: false });

/**
 * How lists are written (the `paginated` answers of the contract): from the contract's
 * zod schema turned into JSON Schema (the same conversion OpenAPI is generated with) and
 * compiled by fast-json-stringify, so a list of a thousand workers is not validated row by
 * row with zod on its way out. The compiled writer keeps only the properties the contract
 * names, as zod's parse did. Other answers are small: zod's serialiser, which also checks
 * them, costs less than a compiled writer's first use. A list JSON Schema cannot express
 * (a transform, a custom type) keeps zod's serialiser too.
 *
 * fast-json-stringify writes what it is given, a −1e-16 percentage too, which the app then
 * refuses; so every row of a list is checked against the contract with a validator compiled
 * from the same JSON Schema (a thousand rows in well under a millisecond), and a row that
 * fails is left out and logged as an error: one bad row must not blank the list.
 */
export function serializerCompiler(log: FastifyBaseLogger): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const schema = route.schema;
    const withZod = zodSerializerCompiler(route);
    if (!isList(schema)) return withZod;
    return (data) => {
      let writer = compiled.get(schema);
      if (writer === undefined) {
        writer = compile(schema);
        compiled.set(schema, writer);
      }
      if (!writer) return withZod(data);
      const page = data as { data: unknown[] };
      const rows = page.data.filter((row, index) => {
        if (writer.rowIsValid(row)) return true;
        log.error(
          { route: route.url, index, errors: writer.rowIsValid.errors },
          'a list row broke the contract: left out',
        );
        return false;
      });
      return writer.serialize(rows.length === page.data.length ? data : { ...page, data: rows });
    };
  };
}

/** A page of a list: `{ data: [...], pagination }` (contract `paginated`). */
function isList(schema: unknown): schema is z.ZodObject {
  return schema instanceof z.ZodObject && schema.shape.data instanceof z.ZodArray && 'pagination' in schema.shape;
}

function compile(schema: z.ZodObject): ListWriter | null {
  let jsonSchema: unknown;
  let rowSchema: object;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    rowSchema = allowingOtherProperties(
      z.toJSONSchema((schema.shape.data as z.ZodArray).element, { io: 'output', target: 'draft-7' }),
    ) as object;
  } catch {
    return null;
  }
  return {
    serialize: fastJson(withNullableTypes(jsonSchema) as Parameters<typeof fastJson>[0]),
    rowIsValid: ajv.compile(rowSchema),
  };
}

/**
 * Rows carry more than the contract names (the writer leaves that out); the check is of
 * what is written, so it does not refuse other properties.
 */
function allowingOtherProperties(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(allowingOtherProperties);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, allowingOtherProperties(value)]),
  );
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
