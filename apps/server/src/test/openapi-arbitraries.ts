import fc from 'fast-check';
import type { DocumentedOperation, OpenApiSchema as Schema } from './seeded-world.js';

/**
 * fast-check arbitraries of requests to one operation of the OpenAPI document, built from
 * its schemas (path parameters, query, JSON body): mostly values the schema accepts, so a
 * request gets past validation into the service, mixed at every level with values no
 * schema should let through (NUL bytes, huge numbers, long text, deep nesting, wrong
 * types, unknown keys) and with bodies no route accepts (other content types, broken
 * JSON, nothing at all).
 */

/**
 * Values the world knows by parameter or property name (an account's id, a wallet, a
 * watcher token, an operator's title): requests that carry them get past "not found". A
 * name may be qualified by the path segment it follows (`pools.id` for `/pools/{id}`), or
 * for a query parameter by the path's first segment (`workers.id` for `/workers/charts?id=`).
 */
export type KnownValues = Readonly<Record<string, readonly string[]>>;

/** The known values of a parameter: by its qualified name, else by its name. */
function knownFor(known: KnownValues, qualifier: string | undefined, name: string): readonly string[] | undefined {
  return (qualifier === undefined ? undefined : known[`${qualifier}.${name}`]) ?? known[name];
}

/** The value `times` in `outOf` (integers), else undefined. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>, times: number, outOf: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: outOf - times, arbitrary: fc.constant(undefined) }, { weight: times, arbitrary });
}

export interface FuzzRequest {
  /** The path with its parameters filled in and the query string. */
  url: string;
  /** Absent: no body and no content type. */
  body?: { contentType?: string; payload: string };
}

// ---------------------------------------------------------------------------
// Hostile values

/** `levels` nested arrays and objects around a string: deeper than any schema, for parsers and validators. */
function nested(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(10_000),
  'x'.repeat(100_000),
  '\u{1F600}'.repeat(50),
  // A lone surrogate: not valid UTF-16, so not encodable as UTF-8 either.
  '\uD800',
  '\u202Eevil\u200B',
  "' OR 1=1 --",
  '%_\\',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '__proto__',
  'null',
  'NaN',
  'Infinity',
  '1e308',
  '-1',
  '9223372036854775808',
  '0x1F',
  ' 1',
  '\r\nset-cookie: a=b',
];

const hostileNumbers = [1e308, -1e308, -1, 0, -0, 2 ** 63, -(2 ** 63), 2 ** 53 + 2, 1.5, Number.MIN_VALUE, 2 ** 32];

const wrongTypes = [null, true, false, [], ['a', 'b'], {}, { a: 1 }, [[[]]], nested(200)];

/** A value no schema should accept as it is (or, for a string field, one a service must handle). */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(...wrongTypes),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
);

/** Keys no schema declares: ignored or refused, never trusted. */
const unknownKeys = ['unknown', 'is_admin', 'role', 'identity_id', 'pool_id', '__proto__', 'constructor', 'toString'];

// ---------------------------------------------------------------------------
// Values of a schema

const anyDate = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z') });
/** Within days of now, where the rules on a clock (shares, rates, pool days) do something. */
const recentDate = fc.integer({ min: -4 * 86_400_000, max: 86_400_000 }).map((offset) => new Date(Date.now() + offset));
const dateValue = fc.oneof(recentDate, anyDate, fc.constant(new Date('2024-02-29T23:59:59.999Z')));

function stringOf(schema: Schema): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return dateValue.map((date) => date.toISOString());
  if (schema.format === 'date') return dateValue.map((date) => date.toISOString().slice(0, 10));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const length = { minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 200 };
  return fc.oneof(fc.string(length), fc.string({ ...length, unit: 'binary' }));
}

function numberOf(schema: Schema): fc.Arbitrary<number> {
  if (schema.type === 'integer') {
    const min = BigInt(schema.minimum ?? -Number.MAX_SAFE_INTEGER);
    const max = BigInt(schema.maximum ?? Number.MAX_SAFE_INTEGER);
    return fc.oneof(
      fc.bigInt({ min, max }).map(Number),
      fc.constantFrom(...[min, max].map(Number)),
      fc.integer({ min: -1, max: 1000 }),
    );
  }
  return fc.double({
    min: schema.minimum ?? -Number.MAX_VALUE,
    max: schema.maximum ?? Number.MAX_VALUE,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** Only what the schema accepts, as far as its shape goes; the values inside may still be hostile. */
function acceptedValue(
  schema: Schema,
  known: KnownValues,
  knownHere: readonly string[] | undefined,
): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  let value: fc.Arbitrary<unknown>;
  if (alternatives) {
    value = fc.oneof(...alternatives.map((alternative) => schemaValue(alternative, known, knownHere)));
  } else if (schema.type === 'string') {
    value = knownHere?.length
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...knownHere) }, { weight: 2, arbitrary: stringOf(schema) })
      : stringOf(schema);
  } else if (schema.type === 'integer' || schema.type === 'number') {
    value = numberOf(schema);
  } else if (schema.type === 'boolean') {
    value = fc.boolean();
  } else if (schema.type === 'array' && schema.items) {
    value = fc.array(schemaValue(schema.items, known, knownHere), {
      minLength: schema.minItems ?? 0,
      maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 5)),
    });
  } else if (schema.type === 'object') {
    value = objectOf(schema, known);
  } else {
    // A schema construct the generator does not know fails the suite, so it grows with the contract.
    throw new Error(`No arbitrary for the schema ${JSON.stringify(schema)}`);
  }
  return schema.nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
}

/** The declared properties (the required ones mostly present), now and then one required left out and unknown keys added. */
function objectOf(schema: Schema, known: KnownValues): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  const declared = fc.record(
    Object.fromEntries(properties.map(([key, property]) => [key, schemaValue(property, known, known[key])])),
    { requiredKeys: required },
  );
  const unknown = fc.dictionary(fc.constantFrom(...unknownKeys), hostileValue, { maxKeys: 2 });
  const dropped = required.length ? sometimes(fc.constantFrom(...required), 1, 8) : fc.constant(undefined);
  return fc.tuple(declared, sometimes(unknown, 1, 4), dropped).map(([object, extra, drop]) => {
    const result: Record<string, unknown> = { ...object };
    // defineProperty: a `__proto__` key is an own property of the JSON, not this object's prototype.
    for (const [key, value] of Object.entries(extra ?? {})) {
      Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
    }
    if (drop !== undefined) delete result[drop];
    return result;
  });
}

/**
 * Mostly what the schema accepts, one time in ten a hostile value instead, at every level:
 * a body of several fields then has one often enough, and is whole often enough to reach
 * the service.
 */
function schemaValue(schema: Schema, known: KnownValues, knownHere?: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 9, arbitrary: acceptedValue(schema, known, knownHere) },
    { weight: 1, arbitrary: hostileValue },
  );
}

// ---------------------------------------------------------------------------
// Requests

/** A value as the text of a path segment or a query parameter. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Percent-encoded as a client would. encodeURIComponent refuses a lone surrogate; a client
 * can still send its three bytes (%ED%A0%80), which are not valid UTF-8.
 */
function percentEncoded(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

/** Path segments sent as they are, not encoded: broken percent encoding, dot segments, an encoded NUL. */
const rawPathSegments = ['%', '%E0%A4%A', '%zz', '..', '%2e%2e', '%2F', '%00', ''];

function pathOf(operation: DocumentedOperation, known: KnownValues): fc.Arbitrary<string> {
  const parameters = operation.spec.parameters ?? [];
  const segments = parameters
    .filter((parameter) => parameter.in === 'path')
    .map((parameter) => {
      const segmentsBefore = operation.path.slice(0, operation.path.indexOf(`{${parameter.name}}`)).split('/');
      const knownHere = knownFor(known, segmentsBefore[segmentsBefore.length - 2], parameter.name);
      return fc
        .oneof(
          { weight: 12, arbitrary: schemaValue(parameter.schema, known, knownHere).map(asText) },
          { weight: 1, arbitrary: fc.constantFrom(...rawPathSegments).map((raw) => ({ raw })) },
        )
        .map((value) => [parameter.name, typeof value === 'string' ? percentEncoded(value) : value.raw] as const);
    });
  return fc
    .tuple(...segments)
    .map((values) =>
      operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values.find(([key]) => key === name)![1]),
    );
}

/** Query parameters: a repeated key is a list; `name[key]` is how a client might try to send an object. */
function queryPairs(name: string, value: unknown): [string, string][] {
  if (Array.isArray(value)) return value.map((item) => [name, asText(item)]);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).map(([key, item]) => [`${name}[${key}]`, asText(item)]);
  }
  return [[name, asText(value)]];
}

/** Query strings sent as they are: broken percent encoding, empty pairs, separators alone. */
const rawQueries = ['%', 'a=%zz', '&&', '=', '=x', 'page', 'per-page=5', 'page=1&page=2', ';'];

function queryOf(operation: DocumentedOperation, known: KnownValues): fc.Arbitrary<string> {
  const parameters = (operation.spec.parameters ?? []).filter((parameter) => parameter.in === 'query');
  // The first segment after the API's version: `workers` of /api/backend/v0.1/workers/charts.
  const resource = /^\/api\/\w+\/v[\d.]+\/([\w-]+)/.exec(operation.path)?.[1];
  // A required parameter is left out one time in ten, an optional one sent every other time.
  const declared = parameters.map((parameter) =>
    sometimes(
      schemaValue(parameter.schema, known, knownFor(known, resource, parameter.name)),
      parameter.required ? 9 : 1,
      parameter.required ? 10 : 2,
    ),
  );
  const extra = sometimes(
    fc.array(fc.tuple(fc.constantFrom(...unknownKeys, 'per-page'), hostileValue), { minLength: 1, maxLength: 2 }),
    1,
    4,
  );
  const raw = sometimes(fc.constantFrom(...rawQueries), 1, 8);
  return fc.tuple(fc.tuple(...declared), extra, raw).map(([values, unknown, rawQuery]) => {
    const pairs = [
      ...values.flatMap((value, index) => (value === undefined ? [] : queryPairs(parameters[index]!.name, value))),
      ...(unknown ?? []).flatMap(([name, value]) => queryPairs(name, value)),
    ];
    const text = pairs.map(([name, value]) => `${percentEncoded(name)}=${percentEncoded(value)}`);
    if (rawQuery) text.push(rawQuery);
    return text.length ? `?${text.join('&')}` : '';
  });
}

/** Bodies no JSON route accepts as they are, whatever its schema. */
function unacceptableBodies(schema: Schema | undefined): { contentType?: string; payload: string }[] {
  const json = 'application/json';
  const properties = Object.keys(schema?.properties ?? {});
  return [
    { contentType: 'text/plain', payload: 'language=ru' },
    { contentType: 'text/plain', payload: '{}' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
    { contentType: 'multipart/form-data; boundary=x', payload: '--x--' },
    { contentType: 'application/xml', payload: '<a/>' },
    { payload: '{}' },
    { contentType: json, payload: '' },
    { contentType: json, payload: '{bad' },
    { contentType: json, payload: '{"a":' },
    { contentType: json, payload: 'null' },
    { contentType: json, payload: '"text"' },
    { contentType: json, payload: '1e999' },
    { contentType: json, payload: '\uFEFF{}' },
    { contentType: `${json}; charset=utf-16`, payload: '{}' },
    { contentType: json, payload: '{"__proto__":{"polluted":true}}' },
    { contentType: json, payload: '{"constructor":{"prototype":{"polluted":true}}}' },
    // JSON.parse reads 1e999 as Infinity: every property of the body set to it.
    { contentType: json, payload: `{${properties.map((key) => `"${key}":1e999`).join(',')}}` },
    { contentType: json, payload: `${'['.repeat(200)}${']'.repeat(200)}` },
    { contentType: json, payload: `${'{"a":'.repeat(200)}1${'}'.repeat(200)}` },
  ];
}

function bodyOf(operation: DocumentedOperation, known: KnownValues): fc.Arbitrary<FuzzRequest['body']> {
  const schema = operation.spec.requestBody?.content['application/json']?.schema;
  const unacceptable = fc.constantFrom(...unacceptableBodies(schema));
  if (!schema) {
    // An operation without a body: mostly none, now and then one it does not expect.
    return fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: unacceptable });
  }
  const json = schemaValue(schema, known).map((value) => ({
    contentType: 'application/json',
    payload: JSON.stringify(value),
  }));
  return fc.oneof(
    { weight: 8, arbitrary: json },
    { weight: 2, arbitrary: unacceptable },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Requests to the operation: its path parameters, query and body, each mostly accepted and now and then hostile. */
export function requestsOf(operation: DocumentedOperation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(pathOf(operation, known), queryOf(operation, known), bodyOf(operation, known))
    .map(([path, query, body]) => ({ url: `${path}${query}`, ...(body ? { body } : {}) }));
}
