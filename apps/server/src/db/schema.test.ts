import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';

/**
 * The Kysely table types in schema.ts are written by hand beside the SQL migrations; nothing
 * but this test keeps them in step. It reads the migrated database's information_schema and
 * the types as the TypeScript compiler sees them (aliases, `extends`, Generated/ColumnType
 * resolved), and compares tables, columns, nullability, type families, enum labels, and
 * whether a NOT NULL column without a default is required on insert.
 *
 * The identity service (packages/identity) keeps no table types: it queries with pg and types
 * each result by a row interface in its repositories. Those interfaces are projections (a
 * session row leaves out the token hashes), so they are checked as subsets of their tables.
 */

const schemaFile = path.resolve(import.meta.dirname, 'schema.ts');
const identityRepositories = path.resolve(import.meta.dirname, '../../../../packages/identity/src/repository');
const identityRows: Record<string, { file: string; table: string }> = {
  IdentityRow: { file: 'identities.ts', table: 'identity_identities' },
  SessionRow: { file: 'sessions.ts', table: 'identity_sessions' },
  FlowRow: { file: 'flows.ts', table: 'identity_flows' },
};

/** What a column reads as in JS: pg's parsers turn int8 into a number and date into a string (database.ts). */
type Family = 'string' | 'number' | 'boolean' | 'Date' | 'Buffer' | 'string[]' | 'json';

interface TsColumn {
  families: string[];
  nullable: boolean;
  /** Generated<…>, ColumnType<…, never | undefined, …>: the insert may leave it out. */
  optionalOnInsert: boolean;
  /** The string literals of a union such as 'LOW' | 'MEDIUM' | 'HIGH'; null for plain string. */
  literals: string[] | null;
}

interface DbColumn {
  family: Family;
  nullable: boolean;
  hasDefault: boolean;
  /** Labels of an enum type, in order. */
  enumLabels: string[] | null;
  /** A view's column: PostgreSQL reports every one as nullable, so nullability is not compared. */
  inView: boolean;
}

type Tables<C> = Map<string, Map<string, C>>;

// ---------------------------------------------------------------------------------------------
// The types, through the TypeScript compiler.

let previousProgram: ts.Program | undefined;

function createProgram(file: string, replacement?: string): ts.Program {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  };
  const host = ts.createCompilerHost(options);
  if (replacement !== undefined) {
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (name, language, ...rest) =>
      path.resolve(name) === file
        ? ts.createSourceFile(name, replacement, language)
        : getSourceFile(name, language, ...rest);
  }
  // The previous program lends its unchanged files (kysely's, node's declarations): much faster.
  const program = ts.createProgram([file], options, host, previousProgram);
  previousProgram = program;
  // Unresolved imports (kysely, pg) would turn every column into `any` and hide any drift.
  const errors = ts.getPreEmitDiagnostics(program, program.getSourceFile(file));
  if (errors.length > 0) throw new Error(ts.formatDiagnostics(errors, host));
  return program;
}

function readColumn(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): TsColumn {
  // Kysely's ColumnType<S, I, U> (and Generated<T>) is { __select__: S; __insert__: I; __update__: U },
  // read member by member of a union (`Bigint | null` selects as number | null).
  const unionParts = (of: ts.Type) => (of.isUnion() ? of.types : [of]);
  const side = (name: '__select__' | '__insert__') =>
    unionParts(type).flatMap((part) => {
      const symbol = part.getProperty(name);
      return symbol ? unionParts(checker.getTypeOfSymbolAtLocation(symbol, at)) : [part];
    });
  const parts = side('__select__');
  const families = new Set<string>();
  const literals: string[] = [];
  let plainString = false;
  for (const part of parts) {
    const flags = part.flags;
    if (flags & ts.TypeFlags.Null) continue;
    if (flags & ts.TypeFlags.StringLiteral) {
      families.add('string');
      literals.push((part as ts.StringLiteralType).value);
    } else if (flags & ts.TypeFlags.String) {
      families.add('string');
      plainString = true;
    } else if (flags & (ts.TypeFlags.Number | ts.TypeFlags.NumberLiteral)) families.add('number');
    else if (flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral)) families.add('boolean');
    else if (flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) families.add('json');
    else if (checker.isArrayType(part)) {
      const element = checker.getTypeArguments(part as ts.TypeReference)[0];
      families.add(
        element && element.flags & (ts.TypeFlags.String | ts.TypeFlags.StringLiteral) ? 'string[]' : 'object',
      );
    } else if (['Date', 'Buffer'].includes(part.getSymbol()?.getName() ?? ''))
      families.add(part.getSymbol()!.getName());
    else families.add('object');
  }
  const insertParts = side('__insert__');
  return {
    families: [...families].sort(),
    nullable: parts.some((part) => part.flags & ts.TypeFlags.Null),
    optionalOnInsert: insertParts.some((part) => part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Never)),
    literals: literals.length > 0 && !plainString ? literals.sort() : null,
  };
}

function readInterface(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): Map<string, TsColumn> {
  const columns = new Map<string, TsColumn>();
  for (const property of checker.getPropertiesOfType(type)) {
    columns.set(property.getName(), readColumn(checker, checker.getTypeOfSymbolAtLocation(property, at), at));
  }
  return columns;
}

function findInterface(source: ts.SourceFile, name: string): ts.InterfaceDeclaration {
  const found = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === name,
  );
  if (!found) throw new Error(`interface ${name} not found in ${source.fileName}`);
  return found;
}

/** The tables of `interface Database` in schema.ts (or in `replacement`, a changed copy of its text). */
function readSchemaTypes(replacement?: string): Tables<TsColumn> {
  const program = createProgram(schemaFile, replacement);
  const checker = program.getTypeChecker();
  const database = findInterface(program.getSourceFile(schemaFile)!, 'Database');
  const tables: Tables<TsColumn> = new Map();
  for (const table of checker.getPropertiesOfType(checker.getTypeAtLocation(database.name))) {
    tables.set(table.getName(), readInterface(checker, checker.getTypeOfSymbolAtLocation(table, database), database));
  }
  return tables;
}

function readRowInterface(file: string, name: string): Map<string, TsColumn> {
  const program = createProgram(file);
  const checker = program.getTypeChecker();
  const declaration = findInterface(program.getSourceFile(file)!, name);
  return readInterface(checker, checker.getTypeAtLocation(declaration.name), declaration);
}

// ---------------------------------------------------------------------------------------------
// The database, through information_schema.

function familyOf(dataType: string, udtName: string): Family {
  switch (dataType) {
    case 'uuid':
    case 'text':
    case 'character varying':
    case 'USER-DEFINED':
    case 'date':
    case 'numeric':
      return 'string';
    case 'smallint':
    case 'integer':
    case 'bigint':
    case 'real':
    case 'double precision':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return 'Date';
    case 'bytea':
      return 'Buffer';
    case 'json':
    case 'jsonb':
      return 'json';
    case 'ARRAY':
      if (udtName === '_text' || udtName === '_uuid') return 'string[]';
  }
  throw new Error(`no type family for ${dataType} (${udtName}): add it to familyOf`);
}

async function readDatabase(pool: pg.Pool): Promise<Tables<DbColumn>> {
  const enums = await pool.query<{ name: string; labels: string[] }>(
    `SELECT t.typname AS name, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text[] AS labels
       FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
      GROUP BY t.typname`,
  );
  const enumLabels = new Map(enums.rows.map((row) => [row.name, row.labels]));
  const { rows } = await pool.query<{
    table_name: string;
    column_name: string;
    is_nullable: 'YES' | 'NO';
    data_type: string;
    udt_name: string;
    column_default: string | null;
    is_generated: 'ALWAYS' | 'NEVER';
    table_type: 'BASE TABLE' | 'VIEW';
  }>(
    `SELECT c.table_name, c.column_name, c.is_nullable, c.data_type, c.udt_name, c.column_default, c.is_generated,
            t.table_type
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type IN ('BASE TABLE', 'VIEW')
        -- A partition has its table's columns: the table is the one typed.
        AND NOT coalesce((SELECT relispartition FROM pg_class WHERE oid = format('%I.%I', c.table_schema, c.table_name)::regclass), false)
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables: Tables<DbColumn> = new Map();
  for (const row of rows) {
    if (!tables.has(row.table_name)) tables.set(row.table_name, new Map());
    tables.get(row.table_name)!.set(row.column_name, {
      family: familyOf(row.data_type, row.udt_name),
      nullable: row.is_nullable === 'YES',
      hasDefault: row.column_default !== null || row.is_generated === 'ALWAYS',
      enumLabels: row.data_type === 'USER-DEFINED' ? (enumLabels.get(row.udt_name) ?? null) : null,
      inView: row.table_type === 'VIEW',
    });
  }
  return tables;
}

// ---------------------------------------------------------------------------------------------
// The comparison: one line per difference.

function compareColumn(where: string, types: TsColumn, column: DbColumn, checkInsert: boolean): string[] {
  const problems: string[] = [];
  if (!column.inView && types.nullable !== column.nullable) {
    problems.push(
      `${where}: ${column.nullable ? 'nullable' : 'NOT NULL'} in the database, ${types.nullable ? 'nullable' : 'not nullable'} in the types`,
    );
  }
  // A jsonb column may be typed as whatever it holds.
  if (column.family !== 'json' && (types.families.length !== 1 || types.families[0] !== column.family)) {
    problems.push(`${where}: reads as ${column.family}, typed as ${types.families.join(' | ') || 'nothing'}`);
  }
  if (column.enumLabels && types.literals && types.literals.join() !== [...column.enumLabels].sort().join()) {
    problems.push(`${where}: enum (${column.enumLabels.join(', ')}), typed as (${types.literals.join(', ')})`);
  }
  if (checkInsert && !column.inView && !column.nullable && !column.hasDefault && types.optionalOnInsert) {
    problems.push(`${where}: NOT NULL without a default, but optional on insert in the types`);
  }
  return problems;
}

function compareTables(
  types: Tables<TsColumn>,
  database: Tables<DbColumn>,
  options: { subset: boolean; checkInsert: boolean },
): string[] {
  const problems: string[] = [];
  for (const [table, columns] of database) {
    const typed = types.get(table);
    if (!typed) {
      if (!options.subset) problems.push(`${table}: table in the database, not in the types`);
      continue;
    }
    for (const [name, column] of columns) {
      const typedColumn = typed.get(name);
      if (typedColumn) problems.push(...compareColumn(`${table}.${name}`, typedColumn, column, options.checkInsert));
      else if (!options.subset) problems.push(`${table}.${name}: column in the database, not in the types`);
    }
    for (const name of typed.keys()) {
      if (!columns.has(name)) problems.push(`${table}.${name}: column in the types, not in the database`);
    }
  }
  for (const table of types.keys()) {
    if (!database.has(table)) problems.push(`${table}: table in the types, not in the database`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------

let database: TestDatabase;
let migrated: Tables<DbColumn>;
/** The backend's tables: all but the identity service's, which has no table types (see above). */
let backendTables: Tables<DbColumn>;

beforeAll(async () => {
  database = await createTestDatabase();
  migrated = await readDatabase(database.pool);
  backendTables = new Map([...migrated].filter(([table]) => !table.startsWith('identity_')));
});
afterAll(() => database?.drop());

const compareSchema = (types: Tables<TsColumn>) =>
  compareTables(types, backendTables, { subset: false, checkInsert: true });

describe('schema.ts against the migrations', () => {
  it('has every table and column of the migrated database, with its nullability and type family', () => {
    expect(compareSchema(readSchemaTypes())).toEqual([]);
  });

  it('finds a column missing from schema.ts, a wrong family, a wrong nullability and a wrong enum', () => {
    const text = fs.readFileSync(schemaFile, 'utf8');
    const change = (from: RegExp, to: string) => {
      expect(text).toMatch(from);
      return readSchemaTypes(text.replace(from, to));
    };
    expect(compareSchema(change(/\n {2}is_current: boolean;/, ''))).toEqual([
      'pools.is_current: column in the database, not in the types',
    ]);
    expect(compareSchema(change(/\n {2}is_current: boolean;/, '\n  is_current: string;'))).toEqual([
      'pools.is_current: reads as boolean, typed as string',
    ]);
    expect(compareSchema(change(/\n {2}closed_at: Date \| null;/, '\n  closed_at: Date;'))).toEqual([
      'account_deletion_requests.closed_at: nullable in the database, not nullable in the types',
    ]);
    expect(compareSchema(change(/'LOW' \| 'MEDIUM' \| 'HIGH'/, "'LOW' | 'HIGH'"))).toEqual([
      'blockchain_payout_requests.fee_level: enum (LOW, MEDIUM, HIGH), typed as (HIGH, LOW)',
      'payout_schedule.fee_level: enum (LOW, MEDIUM, HIGH), typed as (HIGH, LOW)',
    ]);
    expect(
      compareSchema(change(/\n {2}name: string;\n {2}is_current/, '\n  name: Generated<string>;\n  is_current')),
    ).toEqual(['pools.name: NOT NULL without a default, but optional on insert in the types']);
  });
});

describe("the identity service's row types against its migrations", () => {
  it('types every column it reads as the table has it', () => {
    const problems = Object.entries(identityRows).flatMap(([name, { file, table }]) =>
      compareTables(
        new Map([[table, readRowInterface(path.join(identityRepositories, file), name)]]),
        new Map([[table, migrated.get(table) ?? new Map<string, DbColumn>()]]),
        { subset: true, checkInsert: false },
      ),
    );
    expect(problems).toEqual([]);
  });
});
